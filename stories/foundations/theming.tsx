// The theming page: the kit in the light and the dark theme side by side, and a team's brand put on
// the kit by setting a few of its CSS variables (nothing but CSS: no class overrides, no rebuild).
import type * as React from 'react';
import { Badge } from '../../ui-kit/src/badge';
import { Button } from '../../ui-kit/src/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui-kit/src/card';
import { Input } from '../../ui-kit/src/field';
import { StockStatus } from '../../ui-kit/src/stock-status';

/** A sample of the kit, enough to see a theme: fills, tints, text, a field, a card. */
export function ThemeSample({ label }: { label: string }) {
  return (
    <Card asChild padding="md" className="flex flex-col gap-4">
      <section>
        <CardHeader>
          <CardTitle>{label}</CardTitle>
          <CardDescription>Sony WH-1000XM5 Headphones</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge variant="brand">New</Badge>
            <Badge variant="danger" emphasis="solid">
              Sale
            </Badge>
            <Badge variant="success">Free delivery</Badge>
            <StockStatus state="low-stock" label="Only 3 left" />
          </div>
          <Input label="Gift message" description="Printed on the packing slip." placeholder="Happy birthday!" />
          <div className="flex flex-wrap gap-2">
            <Button>Add to Cart</Button>
            <Button variant="outline">Wishlist</Button>
            <Button variant="link">Compare</Button>
          </div>
        </CardContent>
      </section>
    </Card>
  );
}

/** The same sample in each theme, by class: `.light` and `.dark` on a container theme its subtree. */
export function ThemesPage() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="light rounded-card bg-surface p-4 text-ink">
        <ThemeSample label="Light (.light, the default)" />
      </div>
      <div className="dark rounded-card bg-surface p-4 text-ink">
        <ThemeSample label="Dark (.dark)" />
      </div>
    </div>
  );
}

/**
 * A team's brand, as a team would write it in its own stylesheet: the brand roles, the focus ring, the
 * corners and the font, for the light theme and (under `.dark`) the dark one. Every pair still reaches
 * AA: white on #0f766e 5.5:1, #0f766e on #ccfbf1 4.9:1; in dark #5eead4 on the surface 12:1.
 */
export const TEAM_BRAND_CSS = `
.team-veld {
  --nx-color-brand: #0f766e;
  --nx-color-brand-strong: #115e59;
  --nx-color-brand-soft: #ccfbf1;
  --nx-color-brand-ink: #0f766e;
  --nx-color-focus: #0d9488;
  --nx-radius-md: 0;
  --nx-radius-card: 2px;
  --nx-radius-pill: 2px;
  --nx-font-sans: Georgia, 'Times New Roman', serif;
  font-family: var(--nx-font-sans);
}
.dark .team-veld, .team-veld.dark {
  --nx-color-brand-soft: #134e4a;
  --nx-color-brand-ink: #5eead4;
  --nx-color-focus: #2dd4bf;
}
`;

export function BrandOverridePage({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <style>{TEAM_BRAND_CSS}</style>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="team-veld">
          <ThemeSample label="Team Veld's brand" />
        </div>
        <ThemeSample label="The kit's own" />
      </div>
      <section aria-labelledby="team-brand-css" className="text-ink">
        <h2 id="team-brand-css" className="mb-2 text-lg font-semibold">
          The team's stylesheet
        </h2>
        <pre className="overflow-x-auto rounded-card bg-surface-muted p-4 font-mono text-xs">
          <code>{TEAM_BRAND_CSS.trim()}</code>
        </pre>
      </section>
      {children}
    </div>
  );
}
