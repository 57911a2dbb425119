// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { IssueRecord } from '../../../../src/backend/data';
import { GenerationBanners } from '../../../../src/features/strategies/GenerationBanners';
import type { StrategyGeneration } from '../../../../src/features/strategies/useStrategyGeneration';
import { renderAt } from '../../../support/render';

afterEach(() => cleanup());

const idle: StrategyGeneration = { job: { kind: 'idle' }, requestError: null, generate: () => undefined };
const session = (fields: Partial<IssueRecord>) =>
  ({ id: 's1', initiatorFirstName: 'Tomasz', collaboratorFirstName: 'Maria', initiatorEmail: 't@example.com', collaboratorEmail: 'm@example.com', ...fields }) as IssueRecord;

describe('GenerationBanners while a conflict style is missing', () => {
  it('offers the reader the questionnaire for this session, and never names them in the third person', () => {
    renderAt(<GenerationBanners generation={idle} ready={false} session={session({ initiatorDCS: 'competing' })} role="collaborator" />, '/session/s1/propose-strategies');
    expect(screen.getByRole('status')).toHaveTextContent('You have not answered the conflict style questions for this session yet');
    expect(screen.getByRole('status')).not.toHaveTextContent('Maria');
    expect(screen.getByRole('link', { name: 'Answer the conflict style questions' })).toHaveAttribute('href', '/session/s1/dcs/quiz');
  });

  it('tells the one who answered that it waits for the other, by name, with nothing to click', () => {
    renderAt(<GenerationBanners generation={idle} ready={false} session={session({ initiatorDCS: 'competing' })} role="initiator" />, '/session/s1/propose-strategies');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Maria to answer the conflict style questions.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing about styles once both are known or strategies exist', () => {
    renderAt(<GenerationBanners generation={idle} ready={false} session={session({ initiatorDCS: 'competing', collaboratorDCS: 'avoiding' })} role="initiator" />, '/x');
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderAt(<GenerationBanners generation={idle} ready session={session({})} role="initiator" />, '/x');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
