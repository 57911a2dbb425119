import type { ReactNode } from 'react';
import { Alert, ListGroup } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { paths } from '../../domain/paths';
import type { Role } from '../../domain/sessionRole';
import { overviewNoticeText, type OverviewNotice } from '../../domain/sessionStage';
import { LinkButton } from '../../ui/LinkButton';
import { OverviewInvitation } from './OverviewInvitation';

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
      return <OverviewInvitation session={session} text={text} />;
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
    case 'none':
      return null;
  }
}

function NoticeBox({ variant, title, text, children }: { variant: 'info' | 'success' | 'warning'; title?: string; text: string; children?: ReactNode }) {
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
