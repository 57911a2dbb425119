/** A whole-number command-line option of the flow benchmarks: `--name N` or `--name=N` (above 0, or 0 too with `zero`). */
export function flowArgument(name: string, fallback: number, { zero = false } = {}): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < (zero ? 0 : 1)) throw new Error(`--${name} takes a whole number${zero ? '' : ' above 0'}, e.g. --${name} ${fallback}`);
  return value;
}
