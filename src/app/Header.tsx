import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { useUserAfterPaint } from '../backend/UserProvider';
import { paths } from '../domain/paths';
import { LinkButton } from '../ui/LinkButton';

const LINKS = [
  { to: paths.about(), label: 'About' },
  { to: paths.results(), label: 'Solutions' },
  { to: paths.reviews(), label: 'Reviews' },
  { to: paths.pricing(), label: 'Pricing' },
  { to: paths.about('faq'), label: 'FAQ' },
  { to: paths.contact(), label: 'Contact' },
] as const;

export function Header() {
  const signedIn = useUserAfterPaint().status === 'signedIn';
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <Navbar expand="lg" className="app-header" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <Navbar.Brand as={Link} to={paths.home()} onClick={close} className="d-flex align-items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="fw-bold">Dfuse</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto">
            {LINKS.map(({ to, label }) => (
              <Nav.Link key={label} as={NavLink} to={to} onClick={close} end>
                {label}
              </Nav.Link>
            ))}
          </Nav>
          {signedIn ? (
            <Nav className="align-items-lg-center gap-lg-2">
              {/* Signed-in people's own way back to their sessions, apart from the site's Solutions page. */}
              <Nav.Link as={NavLink} to={paths.session.list()} onClick={close} end>
                My sessions
              </Nav.Link>
              <Nav.Link as={NavLink} to={paths.account()} onClick={close} end>
                My account
              </Nav.Link>
              <LinkButton to={paths.logout()} variant="outline-dark" size="sm" onClick={close}>
                Log Out
              </LinkButton>
            </Nav>
          ) : (
            <LinkButton to={paths.login()} variant="dark" size="sm" onClick={close}>
              Login
            </LinkButton>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
