import type { ReactNode } from 'react';
import { Card } from '@merchant/ui';
import { Brand, Description, Footer, Heading, Main, Page, Title } from './AuthLayout.styles';

/** The name shown above every public access page. */
const PRODUCT_NAME = 'Merchant Dashboard';

export interface AuthLayoutProps {
  /** The page heading (the only h1), e.g. 'Sign in to your account'. */
  title: ReactNode;
  /** A line under the heading that says what the page is for. */
  description?: ReactNode;
  /** The card's content: a form or a result. */
  children: ReactNode;
  /** Content under the card, such as the 'Create an Account' link. */
  footer?: ReactNode;
  /** Overrides the product name above the card. */
  productName?: string;
}

/**
 * The centred frame of every public route (sign in, sign up, verification, reset): the
 * product name, then one card holding the page. Public routes have no app shell, so the
 * layout owns the `main` landmark.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  productName = PRODUCT_NAME,
}: AuthLayoutProps) {
  return (
    <Page>
      <header>
        <Brand>{productName}</Brand>
      </header>
      <Main>
        <Card padding="lg">
          <Heading>
            <Title>{title}</Title>
            {description !== undefined && <Description>{description}</Description>}
          </Heading>
          {children}
        </Card>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Main>
    </Page>
  );
}
