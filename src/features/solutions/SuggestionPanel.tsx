import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { answerSuggestion } from '../../backend/sessionFunctions';
import { paths } from '../../domain/paths';
import type { Role } from '../../domain/sessionRole';
import { reRankOffered, suggestionStanding, type DeclinedSuggestion, type SuggestionAnswer, type SuggestionRecord } from '../../domain/suggestion';
import { LinkButton } from '../../ui/LinkButton';
import { ChoicePicture } from './ChoicePicture';
import { SUGGESTION_TEXTS, suggestion } from './solutionTexts';

interface SuggestionPanelProps {
  sessionId: string;
  record: SuggestionRecord;
  role: Role;
  partner: string;
}

/**
 * The open suggestion (docs/rules.md, "Best solution"): the spec's line, where each side stands,
 * and the viewer's own answer: accept it, or ask that both rank the top three again. The server
 * records the answer for the caller's side only; the page follows the session live.
 */
export function SuggestionPanel({ sessionId, record, role, partner }: SuggestionPanelProps) {
  const open = record.open!;
  const standing = suggestionStanding(open, role);
  const [busy, setBusy] = useState<SuggestionAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reRank = reRankOffered(record);

  const answer = async (choice: SuggestionAnswer) => {
    setBusy(choice);
    setProblem(null);
    try {
      await answerSuggestion(sessionId, choice);
    } catch (error) {
      setProblem(`${SUGGESTION_TEXTS.answerFailed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Alert variant="info" className="suggestion-panel">
        <p className="mb-2 fw-semibold">{suggestion(open.title)}</p>
        <p className="mb-2">{SUGGESTION_TEXTS.proposal}</p>
        <p className="mb-2" role="status">
          {standing === 'you-accepted' ? SUGGESTION_TEXTS.youAccepted(partner) : standing === 'other-accepted' ? SUGGESTION_TEXTS.otherAccepted(partner) : SUGGESTION_TEXTS.askBoth}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {standing === 'you-accepted' ? null : (
            <Button variant="success" onClick={() => answer('accept')} disabled={busy !== null}>
              {busy === 'accept' ? 'Saving…' : 'Accept this solution'}
            </Button>
          )}
          {reRank ? (
            <Button variant="outline-dark" onClick={() => answer('re-rank')} disabled={busy !== null}>
              {busy === 're-rank' ? 'Saving…' : 'Rank the top three again'}
            </Button>
          ) : null}
        </div>
        {reRank ? null : (
          <div className="mt-2 small">
            <p className="mb-2">{SUGGESTION_TEXTS.noMoreReRanks}</p>
            <LinkButton to={paths.session.overview(sessionId)} size="sm" variant="outline-dark">
              Session overview
            </LinkButton>
          </div>
        )}
        {problem ? (
          <Alert variant="warning" className="mt-2 mb-0">
            {problem}
          </Alert>
        ) : null}
      </Alert>
      <ChoicePicture title="How you both ranked the top three" scores={open.scores} role={role} partnerName={partner} />
    </>
  );
}

/** The plain line after a re-rank: who asked, and that nobody is blamed. */
export function ReRankNote({ declined, role, partner }: { declined: DeclinedSuggestion; role: Role; partner: string }) {
  return (
    <Alert variant="secondary" className="mb-2" role="status">
      {SUGGESTION_TEXTS.reRanked(declined.by === role ? 'You' : partner, declined.title)}
    </Alert>
  );
}
