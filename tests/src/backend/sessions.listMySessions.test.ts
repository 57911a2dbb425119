/**
 * listMySessions against a stand-in for the two AppSync indexes (docs/rules.md, "Sessions"): each
 * index holds 250 of the viewer's sessions and, like AppSync, answers at most the `limit` asked
 * for (100 when none is), newest activity first. The list asks each for at most 200.
 */
import { describe, expect, it, vi } from 'vitest';

interface Row {
  id: string;
  initiatorEmail: string;
  collaboratorEmail: string;
  lastActivityAt: string;
}

const ME = 'ivy@example.com';
/** 250 sessions where the viewer is the initiator and 250 where she is the collaborator. */
const rows = vi.hoisted(() => {
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const make = (side: 'initiator' | 'collaborator', n: number) => ({
    id: `${side}-${n}`,
    initiatorEmail: side === 'initiator' ? 'ivy@example.com' : 'other@example.com',
    collaboratorEmail: side === 'collaborator' ? 'ivy@example.com' : 'other@example.com',
    lastActivityAt: at(side === 'initiator' ? 2 * n : 2 * n + 1),
  });
  return { initiator: Array.from({ length: 250 }, (_, n) => make('initiator', n)), collaborator: Array.from({ length: 250 }, (_, n) => make('collaborator', n)) };
});

/** An index query as AppSync answers it: newest first (DESC), at most `limit` items (100 by default). */
const query = (items: Row[]) => async (_key: unknown, options: { limit?: number; sortDirection?: string } = {}) => ({
  data: [...items].sort((a, b) => (options.sortDirection === 'DESC' ? b.lastActivityAt.localeCompare(a.lastActivityAt) : a.lastActivityAt.localeCompare(b.lastActivityAt))).slice(0, options.limit ?? 100),
});

// The client data.ts loads (aws-amplify's, configured for the cloud) replaced.
// aws-amplify's configuration, which data.ts loads first, is not needed with the client replaced.
vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/dataClient', () => ({
  client: { models: { Issue: { issuesByInitiatorEmail: query(rows.initiator), issuesByCollaboratorEmail: query(rows.collaborator) } } },
}));
vi.mock('../../../src/backend/functions', () => ({ functionUrl: () => undefined }));

const { listMySessions } = await import('../../../src/backend/sessions');

describe('listMySessions', () => {
  it('takes the newest 200 from each index, merged newest first', async () => {
    const list = await listMySessions(ME);
    expect(list).toHaveLength(400);
    expect(list.filter((s) => s.initiatorEmail === ME)).toHaveLength(200);
    expect(list.filter((s) => s.collaboratorEmail === ME)).toHaveLength(200);
    expect(list[0].id).toBe('collaborator-249');
    expect(list.map((s) => s.id)).not.toContain('initiator-49'); // the 201st newest of its index
    expect(list.map((s) => s.id)).toContain('initiator-50');
  });
});
