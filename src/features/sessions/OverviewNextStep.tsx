import type { ReactNode } from 'react';
import { Alert, Button, ListGroup } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { storedBestSolution } from '../../domain/bestSolution';
import { paths } from '../../domain/paths';
import type { Role } from '../../domain/sessionRole';
import { overviewNoticeText, type OverviewNotice } from '../../domain/sessionStage';
import { LinkButton } from '../../ui/LinkButton';
import { OverviewInvitation } from './OverviewInvitation';

/** After the other participant erased their account (the overview's 'other-left' notice). */
export const OUTCOME_KEPT =
  'The agreed issue and, when you got that far, the best solution stay here for you to read and print; nothing more can be done in this session.';
export const NO_OUTCOME = 'You did not reach an agreed issue together, so there is no shared outcome to keep. Your own answers stay below.';

interface NextStepProps {
  session: IssueRecord;
  role: Role;
  notice: OverviewNotice;
  otherFirst: string;
  otherFull: string;
}

/** What just happened, what the other person sees and what comes next, with the way on. */
export function OverviewNextStep({ session, role, notice, otherFirst, otherFull }: NextStepProps) {
  const text = overviewNoticeText(notice, role, { otherFirst, otherFull });
  switch (notice.kind) {
    case 'invitation-pending':
      return <OverviewInvitation session={session} text={text} otherFull={otherFull} />;
    case 'respond':
      return (
        <NoticeBox variant="info" text={text}>
          <LinkButton to={paths.invitation(session.id)} size="sm" variant="dark">
            Respond to the invitation
          </LinkButton>
        </NoticeBox>
      );
    case 'preparing':
    case 'waiting-for-review':
      return <NoticeBox variant="info" text={text} />;
    case 'review':
      return (
        <NoticeBox variant="info" text={text}>
          <LinkButton to={paths.session.agree(session.id)} size="sm" variant="dark">
            Review and agree
          </LinkButton>
        </NoticeBox>
      );
    case 'agreed':
      return (
        <NoticeBox variant="success" title="Agreed issue" text={text}>
          <LinkButton to={notice.choosingSolution ? paths.session.solutions(session.id) : paths.session.agreedIssue(session.id)} size="sm" variant="success">
            Continue
          </LinkButton>
        </NoticeBox>
      );
    case 'no-shared-issue':
      return (
        <NoticeBox variant="warning" title="No shared issue yet" text={text}>
          {/* The way on is a wording both accept; the questionnaire is only offered (issue 27). */}
          <LinkButton to={paths.session.agree(session.id)} size="sm" variant="dark">
            Write or accept a wording
          </LinkButton>
          <LinkButton to={paths.session.communicationStyleQuiz(session.id)} size="sm" variant="outline-dark">
            Communication-style questionnaire (optional)
          </LinkButton>
        </NoticeBox>
      );
    case 'other-left':
      return (
        <NoticeBox variant="secondary" title="What you both reached" text={notice.agreed ? OUTCOME_KEPT : NO_OUTCOME}>
          {notice.agreed ? <SharedOutcome session={session} /> : null}
          {notice.agreed ? (
            <Button size="sm" variant="dark" className="d-print-none" onClick={() => window.print()}>
              Print
            </Button>
          ) : null}
          <LinkButton to={paths.account()} size="sm" variant="outline-dark" className="d-print-none">
            Download all your data
          </LinkButton>
        </NoticeBox>
      );
    case 'none':
      return null;
  }
}

/** The outcome both people reached, read-only: the agreed issue and the best solution when chosen. */
function SharedOutcome({ session }: { session: IssueRecord }) {
  const best = storedBestSolution(session)?.solution;
  return (
    <dl className="w-100 mb-1">
      <dt>Agreed issue</dt>
      <dd className="text-break overview-text">{session.agreedIssue}</dd>
      {best ? (
        <>
          <dt>Best solution</dt>
          <dd className="text-break overview-text">
            <span className="fw-semibold">{best.title}</span>
            {best.summary ? <span className="d-block">{best.summary}</span> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function NoticeBox({ variant, title, text, children }: { variant: 'info' | 'success' | 'warning' | 'secondary'; title?: string; text: string; children?: ReactNode }) {
  return (
    <Alert variant={variant} className="mb-0" data-testid="next-step">
      {title ? <h2 className="h6">{title}</h2> : null}
      <p className={children ? 'mb-2' : 'mb-0'}>{text}</p>
      {children ? <div className="d-flex flex-wrap gap-2">{children}</div> : null}
    </Alert>
  );
}

/** The statements proposed for review, while a side still has to answer them. */
export function OverviewProposedIssues({ statements }: { statements: string[] }) {
  return (
    <section aria-labelledby="proposed-title" className="mt-3">
      <h2 id="proposed-title" className="h5">
        Proposed issues
      </h2>
      <ListGroup as="ol" numbered className="mb-2">
        {statements.map((statement) => (
          <ListGroup.Item as="li" key={statement} className="text-break">
            {statement}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}
