import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge, type BadgeEmphasis, type BadgeVariant } from '../../ui-kit/src/badge';

const VARIANTS: BadgeVariant[] = ['neutral', 'brand', 'accent', 'success', 'danger', 'info'];
const EMPHASES: BadgeEmphasis[] = ['soft', 'solid'];

/** The WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('Badge', () => {
  it('is a neutral soft badge by default and exposes its tone and emphasis', async () => {
    const screen = await render(
      <>
        <Badge>In stock</Badge>
        <Badge variant="danger" emphasis="solid">
          Sale
        </Badge>
      </>,
    );
    const plain = screen.getByText('In stock');
    await expect.element(plain).toHaveAttribute('data-variant', 'neutral');
    await expect.element(plain).toHaveAttribute('data-emphasis', 'soft');
    await expect.element(screen.getByText('Sale')).toHaveAttribute('data-variant', 'danger');
    await expect.element(screen.getByText('Sale')).toHaveAttribute('data-emphasis', 'solid');
  });

  it('keeps 4.5:1 contrast in every tone and emphasis, each pair with a fill of its own', async () => {
    const screen = await render(
      <div>
        {EMPHASES.flatMap((emphasis) =>
          VARIANTS.map((variant) => (
            <Badge key={`${variant}-${emphasis}`} variant={variant} emphasis={emphasis}>
              {`${variant} ${emphasis}`}
            </Badge>
          )),
        )}
      </div>,
    );
    const fills = new Set<string>();
    for (const emphasis of EMPHASES) {
      for (const variant of VARIANTS) {
        const badge = screen.getByText(`${variant} ${emphasis}`).element();
        const style = getComputedStyle(badge);
        expect(style.backgroundColor, `${variant} ${emphasis} has a fill`).not.toBe('rgba(0, 0, 0, 0)');
        expect(contrast(style.color, style.backgroundColor), `${variant} ${emphasis}`).toBeGreaterThanOrEqual(4.5);
        fills.add(style.backgroundColor);
      }
    }
    expect(fills.size).toBe(VARIANTS.length * EMPHASES.length);
  });

  it('keeps an outline for forced-colors mode, where fills are dropped', async () => {
    const screen = await render(<Badge variant="brand">New</Badge>);
    expect(getComputedStyle(screen.getByText('New').element()).borderTopWidth).toBe('1px');
  });
});
