// The card the login and the loja picker stand in: the brand, what the screen is, what to do.
import './AuthCard.css';
import type { ReactNode } from 'react';
import { Brand } from './Brand';

interface AuthCardProps {
  title: string;
  hint: string;
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, hint, wide, children }: AuthCardProps) {
  return (
    <main className="auth-screen">
      <div className={`auth-card${wide ? ' wide' : ''}`}>
        <Brand />
        <h2 className="auth-title">{title}</h2>
        <p className="muted">{hint}</p>
        {children}
      </div>
    </main>
  );
}
