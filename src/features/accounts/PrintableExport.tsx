import { Button } from 'react-bootstrap';
import type { ExportedSessionView, MyDataExport } from '../../backend/myData';
import { formatDate } from '../../ui/formatDate';

/** Field names as a reader says them: `desiredOutcomeInitiator` → 'desired outcome initiator'. */
const readable = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/Json$/, '').toLowerCase();

function Value({ value }: { value: unknown }) {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return (
      <ul className="mb-1">
        {value.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return <p className="mb-1">{String(value)}</p>;
  return <pre className="small mb-1 text-wrap">{JSON.stringify(value, null, 2)}</pre>;
}

function Fields({ fields }: { fields: Record<string, unknown> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return <p className="text-body-secondary">Nothing yet.</p>;
  return (
    <dl>
      {entries.map(([field, value]) => (
        <div key={field}>
          <dt className="text-capitalize">{readable(field)}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const name = (person: { firstName: unknown; lastName: unknown }) => `${String(person.firstName ?? '')} ${String(person.lastName ?? '')}`.trim();

function SessionSection({ session }: { session: ExportedSessionView }) {
  return (
    <section className="mb-4">
      <h3 className="h6">
        Session with {name(session.otherParticipant) || 'the other person'} (you {session.yourRole === 'initiator' ? 'started it' : 'were invited'})
      </h3>
      <h4 className="h6 text-body-secondary">What you wrote</h4>
      <Fields fields={session.yourInputs} />
      <h4 className="h6 text-body-secondary">What you both reached</h4>
      <Fields fields={session.sharedOutcomes} />
      {session.otherSideRanking ? (
        <>
          <h4 className="h6 text-body-secondary">The other person’s ranking</h4>
          <Fields fields={session.otherSideRanking} />
        </>
      ) : null}
    </section>
  );
}

/** The export as a page to read or print. */
export function PrintableExport({ data }: { data: MyDataExport }) {
  return (
    <div className="mt-4 printable-export">
      <div className="d-flex justify-content-between align-items-center mb-3 d-print-none">
        <h2 className="h5 mb-0">Your data, {formatDate(data.exportedAt)}</h2>
        <Button variant="outline-dark" size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <p>
        {data.account.givenName} {data.account.familyName} ({data.account.email}) · {data.sessions.length} session{data.sessions.length === 1 ? '' : 's'}
      </p>
      {data.sessions.map((session) => (
        <SessionSection key={session.id} session={session} />
      ))}
    </div>
  );
}
