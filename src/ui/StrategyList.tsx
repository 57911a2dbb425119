/** A titled list of strategies or tips, or 'None yet.' (docs/rules.md, "Strategies"). */
export function StrategyList({ title, items, level = 3 }: { title: string; items: readonly string[]; level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <section className="strategy-list">
      <Heading className="h6 mt-3 mb-1">{title}</Heading>
      {items.length ? (
        <ul className="mb-0">
          {items.map((item, index) => (
            <li key={index} className="text-break">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary mb-0">None yet.</p>
      )}
    </section>
  );
}
