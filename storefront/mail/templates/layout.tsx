import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { colours, DARK_CSS, fontFamily } from '../theme';

/** What every template receives besides its message: where the store is, for absolute links. */
export interface MailContext {
  /** The store's public origin, e.g. 'https://nexus.co.za' (no trailing slash). */
  origin: string;
}

export const text: CSSProperties = { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
export const muted: CSSProperties = { ...text, color: colours.inkMuted, fontSize: '14px', lineHeight: '20px' };
export const link: CSSProperties = { color: colours.brand, textDecoration: 'underline' };

/**
 * The frame of every mail: one column at most 600 px wide that shrinks to the screen (375 px phones
 * included), the store's name on brand blue, the content on a white card, a footer saying why the
 * shopper got it.
 */
export function MailLayout({ preview, heading, children, context }: { preview: string; heading: string; children: ReactNode; context: MailContext }) {
  return (
    <Html lang="en-ZA">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="nx-body" style={{ backgroundColor: colours.surfaceMuted, fontFamily, margin: 0, padding: '16px 0' }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ backgroundColor: colours.brand, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '22px', fontWeight: 700, letterSpacing: '0.5px', margin: 0 }}>Nexus</Text>
          </Section>
          <Section
            className="nx-card"
            style={{ backgroundColor: colours.surface, border: `1px solid ${colours.border}`, borderTop: 'none', borderRadius: '0 0 12px 12px', padding: '28px 24px' }}
          >
            <Heading as="h1" className="nx-text" style={{ color: colours.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Text className="nx-muted" style={{ ...muted, fontSize: '12px', textAlign: 'center', margin: '16px 24px' }}>
            Nexus, electronics delivered anywhere in South Africa. You receive this mail because of your
            order or account at <Link href={context.origin} className="nx-link" style={link}>{new URL(context.origin).host}</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children, subtle = false }: { children: ReactNode; subtle?: boolean }) {
  return (
    <Text className={subtle ? 'nx-muted' : 'nx-text'} style={subtle ? muted : text}>
      {children}
    </Text>
  );
}

/** The one thing to do next, as a large tap target. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{ backgroundColor: colours.brand, borderRadius: '8px', color: '#ffffff', fontSize: '16px', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: colours.border, margin: '20px 0' }} />;
}

export function absolute(context: MailContext, path: string): string {
  return new URL(path, context.origin).toString();
}
