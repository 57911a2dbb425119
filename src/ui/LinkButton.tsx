import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark' | 'link';

interface LinkButtonProps extends ComponentProps<typeof Link> {
  variant?: Variant | `outline-${Variant}`;
  size?: 'sm' | 'lg';
}

/** A router link that looks like a Bootstrap button: navigation stays a real link (middle-click, screen readers). */
export function LinkButton({ variant = 'primary', size, className, ...props }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
