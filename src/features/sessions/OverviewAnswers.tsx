import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { otherRole, type Role } from '../../domain/sessionRole';
import { atSentenceStart, otherSideLeft, texts } from '../../domain/sessions';
import { statementsProposed } from '../../domain/answerLock';
import { EditOwnAnswers } from './EditOwnAnswers';
import { OverviewSection } from './OverviewSection';
import { OtherRelationship, RelationshipAnswer } from './RelationshipAnswer';

const ERASED_ANSWERS = 'Erased when they deleted their account.';

/** Every entry each side gave, not only the last: what the other person also sees. */
export function OverviewAnswers({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  const otherLeft = otherSideLeft(session, role);
  const [editing, setEditing] = useState(false);
  // Each side may reword its answers until the statements are proposed from them (issue 27).
  const editable = !otherLeft && session.status !== 'closed' && !statementsProposed(session);
  const sides: { role: Role; title: string }[] = [
    { role, title: 'What you said' },
    { role: otherRole(role), title: `What ${otherFirst} said` },
  ];
  return (
    <OverviewSection
      id="answers-title"
      title="Your answers"
      intro={
        otherLeft
          ? 'Your own answers stay here. What the other participant wrote was erased with their account. Nobody else can open this session.'
          : `${atSentenceStart(otherFirst)} sees what you wrote here, and you see what they wrote. Nobody else can open this session.`
      }
    >
      <Row xs={1} md={2} className="g-3">
        {sides.map((side) => {
          const lists = answerLists(session, side.role);
          const answered = lists.some((l) => l.entries.length > 0);
          return (
            <Col key={side.role}>
              <h3 className="h6">{side.title}</h3>
              {side.role === role && editable && editing ? (
                <EditOwnAnswers session={session} role={role} onDone={() => setEditing(false)} />
              ) : answered ? (
                <dl className="mb-0">
                  {lists.map((list) => (
                    <div key={list.label}>
                      <dt className="small text-body-secondary fw-semibold">{list.label}</dt>
                      <dd>
                        {list.entries.length ? (
                          <ul className="ps-3 mb-2">
                            {list.entries.map((entry, index) => (
                              <li key={index} className="text-break overview-text">
                                {entry}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          'Not answered yet.'
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mb-0">{side.role === role ? 'You have not answered yet.' : otherLeft ? ERASED_ANSWERS : `${atSentenceStart(otherFirst)} has not answered yet.`}</p>
              )}
              {side.role === role && editable && answered && !editing ? (
                <>
                  <p className="small text-body-secondary mb-1">You can reword these until Dfuse proposes the issue statements from both your answers.</p>
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
                    Edit your answers
                  </Button>
                </>
              ) : null}
              {side.role === role ? (
                <RelationshipAnswer session={session} role={role} otherFirst={otherFirst} editable={!otherLeft && session.status !== 'closed'} />
              ) : (
                <OtherRelationship session={session} role={side.role} otherFirst={otherFirst} />
              )}
            </Col>
          );
        })}
      </Row>
    </OverviewSection>
  );
}

function answerLists(session: IssueRecord, role: Role) {
  const mine = role === 'initiator';
  return [
    { label: 'The issue', entries: texts(mine ? session.initiatorIssue : session.collaboratorIssue) },
    { label: 'The outcome wanted', entries: texts(mine ? session.desiredOutcomeInitiator : session.desiredOutcomeCollaborator) },
    { label: 'Why it matters', entries: texts(mine ? session.whyOutcomeMattersInitiator : session.whyOutcomeMattersCollaborator) },
  ];
}
