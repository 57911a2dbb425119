/**
 * The assessment pages' backend, faked: who is signed in, the session and role, the profile, and
 * the save calls. Each test file mocks the four modules with the fakes below, one line each
 * (vi.mock must be written in the test file itself):
 *
 *   vi.mock('…/src/backend/UserProvider', async () => (await import('…/support/assessmentMocks')).fakeUserProvider);
 *
 * and sets `state` per test (reset by resetMocks).
 */
import { vi } from 'vitest';
import type { UserState } from '../../src/backend/UserProvider';
import type { SessionRoleState } from '../../src/backend/useSessionRole';
import type { OwnProfileState } from '../../src/backend/useOwnProfile';
import type { Role } from '../../src/domain/sessionRole';

/** The signed-in user the pages see. */
export const signedIn = (overrides: Partial<{ email: string; sub: string; firstName: string; lastName: string }> = {}): UserState => ({
  status: 'signedIn',
  user: { email: 'robin@example.com', sub: 'sub-robin', firstName: 'Robin', lastName: 'Tester', ...overrides },
});

/** A loaded session in which the viewer has `role` (null: not a participant). */
export const sessionAs = (role: Role | null, fields: Record<string, unknown> = {}): SessionRoleState =>
  ({
    status: 'ready',
    role,
    issue: {
      id: 's1',
      initiatorEmail: 'ana@example.com',
      collaboratorEmail: 'robin@example.com',
      initiatorFirstName: 'Ana',
      initiatorLastName: 'Lee',
      collaboratorFirstName: 'Robin',
      collaboratorLastName: 'Tester',
      ...fields,
    },
  }) as SessionRoleState;

export const profileWith = (fields: Record<string, unknown> | null): OwnProfileState =>
  ({ status: 'ready', profile: fields ? { emailLower: 'robin@example.com', email: 'robin@example.com', ...fields } : null }) as OwnProfileState;

/** Shared mutable state behind the mocked hooks; reset in beforeEach. */
export const state = {
  user: signedIn() as UserState,
  session: { status: 'standalone' } as SessionRoleState,
  profile: profileWith(null),
};

export const backend = {
  saveDcsMode: vi.fn(),
  saveDcsResult: vi.fn(),
  saveDpi: vi.fn(),
  copyDcsToSession: vi.fn(),
  copyDpiToSession: vi.fn(),
};

/** src/backend/UserProvider: the signed-in user is `state.user`. */
export const fakeUserProvider = { useUser: () => state.user };
/** src/backend/useSessionRole: standalone without an id, else `state.session`. */
export const fakeSessionRole = {
  useSessionRole: (id: string | null | undefined): SessionRoleState => (id === undefined ? { status: 'standalone' } : state.session),
};
/** src/backend/useOwnProfile: the profile is `state.profile`. */
export const fakeOwnProfile = { useOwnProfile: () => ({ state: state.profile, reload: () => undefined }) };

export function resetMocks() {
  state.user = signedIn();
  state.session = { status: 'standalone' };
  state.profile = profileWith(null);
  for (const fn of Object.values(backend)) {
    fn.mockReset();
    fn.mockResolvedValue(undefined);
  }
  sessionStorage.clear();
}
