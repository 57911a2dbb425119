// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from '../../../src/features/marketing/AboutPage';
import ContactPage from '../../../src/features/marketing/ContactPage';
import DemoPage from '../../../src/features/marketing/DemoPage';
import GoodbyePage from '../../../src/features/marketing/GoodbyePage';
import HowItWorksPage from '../../../src/features/marketing/HowItWorksPage';
import PricingPage from '../../../src/features/marketing/PricingPage';
import PrivacyPage from '../../../src/features/marketing/PrivacyPage';
import ResultsPage from '../../../src/features/marketing/ResultsPage';
import ReviewsPage from '../../../src/features/marketing/ReviewsPage';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

afterEach(() => cleanup());

describe('marketing pages', () => {
  const pages: Array<[string, ComponentType]> = [
    ['About', AboutPage],
    ['Reviews', ReviewsPage],
    ['Pricing', PricingPage],
    ['Results', ResultsPage],
    ['Contact', ContactPage],
    ['Privacy', PrivacyPage],
    ['HowItWorks', HowItWorksPage],
    ['Demo', DemoPage],
    ['Goodbye', GoodbyePage],
  ];

  it.each(pages)('%s renders exactly one h1 and no heading level skips', (_name, Page) => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);
    }
  });
});

describe('AboutPage', () => {
  it('has the FAQ anchor with the four questions', () => {
    const { container } = renderPage(AboutPage);
    const faq = container.querySelector('#faq');
    expect(faq).not.toBeNull();
    const scope = within(faq as HTMLElement);
    for (const q of ['Is this therapy?', 'Do both people need accounts?', 'Who can see my answers?', 'Which AI models are used?']) {
      expect(scope.getByRole('button', { name: q })).toBeInTheDocument();
    }
  });

  it('shows the four values, seven steps, and links to privacy and the calls to action', () => {
    renderPage(AboutPage);
    for (const v of ['Human-first', 'Private by design', 'AI that serves you', 'Built for two']) {
      expect(screen.getByRole('heading', { name: v })).toBeInTheDocument();
    }
    for (const s of ['Initiate', 'Understand', 'Agree on the issue', 'Generate options', 'Choose the best solution', 'Plan the implementation', 'Commit and review']) {
      expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Read our privacy page' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'See the demo' })).toHaveAttribute('href', '/demo');
  });
});

describe('PricingPage', () => {
  it('shows the three prices, the mediation comparison and the enterprise card', () => {
    renderPage(PricingPage);
    expect(screen.getByText('$7')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('1 user')).toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();
    expect(screen.getByText('Up to 5 users')).toBeInTheDocument();
    expect(screen.getByText(/\$150–\$400 per hour/)).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    const startNow = screen.getAllByRole('link', { name: /^Start Now/ });
    expect(startNow).toHaveLength(3);
    for (const link of startNow) expect(link).toHaveAttribute('href', '/register');
  });
});

describe('ReviewsPage', () => {
  it('shows four reviews, each marked as a sample (none claims to be Verified), with an accessible star rating', () => {
    renderPage(ReviewsPage);
    expect(screen.getAllByText('Sample review')).toHaveLength(4);
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByTestId('sample-notice')).toHaveTextContent('These are sample reviews');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const ratings = screen.getAllByRole('img', { name: /^Rated [1-5] out of 5$/ });
    expect(ratings).toHaveLength(4);
    const mail = screen.getByRole('link', { name: 'hello@dfuse.app' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:hello@dfuse\.app/);
  });
});

describe('other pages', () => {
  it('Goodbye links Home and Log in again', () => {
    renderPage(GoodbyePage);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
  });

  it('Contact offers mailto links and no form', () => {
    const { container } = renderPage(ContactPage);
    expect(container.querySelector('form')).toBeNull();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.some((h) => h.startsWith('mailto:hello@dfuse.app'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('mailto:sales@dfuse.app'))).toBe(true);
  });

  it('Privacy links a way to contact the team', () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole('link', { name: 'hello@dfuse.app' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('Demo and How it works lead to /register', () => {
    renderPage(DemoPage);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    cleanup();
    renderPage(HowItWorksPage);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(7);
  });

  it('Results names the five kinds of outcome', () => {
    renderPage(ResultsPage);
    for (const t of ['An agreed issue statement', 'Five ranked solutions', 'A best solution', 'Role-specific strategies', 'An implementation plan']) {
      expect(screen.getByRole('heading', { name: t })).toBeInTheDocument();
    }
  });
});
