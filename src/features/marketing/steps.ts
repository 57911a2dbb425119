/** The seven-step flow named in the marketing copy (docs/rules.md, "Marketing pages"). */
export interface Step {
  title: string;
  /** One line, for the About page. */
  summary: string;
}

export const SEVEN_STEPS: readonly Step[] = [
  { title: 'Initiate', summary: 'One of you describes the issue, the outcome you want and why it matters, then invites the other person.' },
  { title: 'Understand', summary: 'The other person answers the same three questions in their own words, without seeing yours first.' },
  { title: 'Agree on the issue', summary: 'Dfuse proposes neutral issue statements; you each say yes or no until you share one.' },
  { title: 'Generate options', summary: 'Dfuse drafts five concrete solutions, each with steps, benefits, risks and a way to measure success.' },
  { title: 'Choose the best solution', summary: 'You each rank the options, Dfuse finds your shared top three, and you pick one together.' },
  { title: 'Plan the implementation', summary: 'You get strategies and communication tips for your role, shaped by both of your conflict styles.' },
  { title: 'Commit and review', summary: 'You commit to a plan with clear steps and check-ins, and come back to see how it is going.' },
];
