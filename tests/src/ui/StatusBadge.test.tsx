// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { STATUS_BADGE, STATUS_LABEL, StatusBadge } from '../../../src/ui/StatusBadge';
import { ISSUE_STATUSES } from '../../../src/domain/status';

afterEach(() => cleanup());

describe('StatusBadge', () => {
  it.each([
    ['created', 'secondary'],
    ['accepted', 'primary'],
    ['resolving_issue', 'info'],
    ['agreed_on_issue', 'success'],
    ['resolved', 'success'],
    ['implemented', 'success'],
    ['prepare', 'warning'],
    ['propose', 'warning'],
    ['strategies', 'warning'],
    ['closed', 'dark'],
  ] as const)('shows %s with the %s badge', (status, colour) => {
    expect(STATUS_BADGE[status]).toBe(colour);
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(STATUS_LABEL[status]);
    expect(badge).toHaveClass(`bg-${colour}`);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('has a badge colour and a label for every status and no other', () => {
    expect(Object.keys(STATUS_BADGE).sort()).toEqual([...ISSUE_STATUSES].sort());
    expect(Object.keys(STATUS_LABEL).sort()).toEqual([...ISSUE_STATUSES].sort());
    for (const status of ISSUE_STATUSES) expect(STATUS_LABEL[status].trim()).not.toBe('');
  });

  it('shows an unknown value as plain text', () => {
    render(<StatusBadge status="archived" />);
    expect(screen.getByText('archived')).toHaveClass('bg-light');
    cleanup();
    render(<StatusBadge status={null} />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});
