// The kit's own stylesheet, so that the rail really scrolls and snaps.
import '../../ui-kit/src/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BannerCarousel, Carousel } from '../../ui-kit/src/carousel';

async function emulateReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// 284px wide plus the 16px gap: one arrow press moves exactly one tile, so snapping agrees with the step.
function tiles(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className="h-24 w-[284px] bg-surface-muted">
      Product {index + 1}
    </div>
  ));
}

describe('Carousel', () => {
  afterEach(() => emulateReducedMotion(false));

  it('is a labelled carousel region whose arrows scroll by the step and stop at the ends', async () => {
    await emulateReducedMotion(true);
    const screen = await render(
      <div style={{ width: 800 }}>
        <Carousel aria-label="All Categories">{tiles(8)}</Carousel>
      </div>,
    );
    const region = screen.getByRole('region', { name: 'All Categories' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
    const list = screen.getByRole('list', { name: 'All Categories' }).element();
    expect(screen.getByRole('listitem').all()).toHaveLength(8);
    const back = screen.getByRole('button', { name: 'Scroll left' });
    const on = screen.getByRole('button', { name: 'Scroll right' });
    await expect.element(back).toHaveAttribute('aria-disabled', 'true');
    await expect.element(on).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(on);
    await expect.poll(() => list.scrollLeft).toBe(300);
    await expect.element(back).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(on);
    await expect.poll(() => list.scrollLeft).toBe(600);
    await userEvent.click(back);
    await expect.poll(() => list.scrollLeft).toBe(300);

    const end = list.scrollWidth - list.clientWidth;
    while (list.scrollLeft < end) {
      const target = Math.min(list.scrollLeft + 300, end);
      await userEvent.click(on);
      await expect.poll(() => list.scrollLeft).toBe(target);
      await expect.element(on).toHaveAttribute('aria-disabled', String(target === end));
    }
    expect(list.scrollLeft + list.clientWidth).toBeGreaterThanOrEqual(list.scrollWidth - 1);
  });

  it('scrolls smoothly unless the shopper prefers reduced motion, by a custom step', async () => {
    const screen = await render(
      <div style={{ width: 800 }}>
        <Carousel aria-label="Deals" step={600}>
          {tiles(8)}
        </Carousel>
      </div>,
    );
    const list = screen.getByRole('list', { name: 'Deals' }).element();
    const scrollBy = vi.spyOn(list, 'scrollBy');
    const on = screen.getByRole('button', { name: 'Scroll right' });
    await expect.element(on).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(on);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    await emulateReducedMotion(true);
    await userEvent.click(on);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'auto' });
  });

  it('is scrolled by keyboard: the list takes focus and the arrow buttons keep it at the ends', async () => {
    await emulateReducedMotion(true);
    const screen = await render(
      <div style={{ width: 800 }}>
        <Carousel aria-label="All Categories">{tiles(8)}</Carousel>
      </div>,
    );
    const list = screen.getByRole('list', { name: 'All Categories' });
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Scroll left' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(list).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => list.element().scrollLeft).toBe(300);
    list.element().scrollTo({ left: list.element().scrollWidth });
    await userEvent.tab();
    const on = screen.getByRole('button', { name: 'Scroll right' });
    await expect.element(on).toHaveFocus();
    await expect.element(on).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(on).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await expect.element(screen.getByRole('button', { name: 'Scroll left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => list.element().scrollLeft).toBeLessThan(list.element().scrollWidth - list.element().clientWidth);
  });

  it('enables the arrows when slides are added and takes custom arrow names', async () => {
    const screen = await render(
      <div style={{ width: 800 }}>
        <Carousel aria-label="Recommended" previousLabel="Previous products" nextLabel="Next products">
          {tiles(2)}
        </Carousel>
      </div>,
    );
    const on = screen.getByRole('button', { name: 'Next products' });
    await expect.element(on).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('button', { name: 'Previous products' })).toHaveAttribute('aria-disabled', 'true');
    await screen.rerender(
      <div style={{ width: 800 }}>
        <Carousel aria-label="Recommended" previousLabel="Previous products" nextLabel="Next products">
          {tiles(6)}
        </Carousel>
      </div>,
    );
    await expect.element(on).toHaveAttribute('aria-disabled', 'false');
  });
});

function Slide({ name }: { name: string }) {
  return (
    <div className="h-40 bg-brand-800 p-6 text-white">
      <h2>{name}</h2>
      <a href={`#${name}`} className="text-white underline">
        Shop {name}
      </a>
    </div>
  );
}

const slides = ['Wearables', 'Televisions', 'Gadgets'].map((name) => <Slide key={name} name={name} />);

function activeDot(screen: Awaited<ReturnType<typeof render>>): string | null | undefined {
  return screen.container.querySelector('button[aria-current="true"]')?.getAttribute('aria-label');
}

describe('BannerCarousel', () => {
  afterEach(() => emulateReducedMotion(false));

  it('rotates every interval, wrapping round, with the slide area not announcing while it rotates', async () => {
    const onIndexChange = vi.fn();
    const screen = await render(
      <>
        <BannerCarousel aria-label="Featured offers" intervalMs={150} onIndexChange={onIndexChange}>
          {slides}
        </BannerCarousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    // A banner that appears under the pointer is paused; keep the pointer off it.
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    const region = screen.getByRole('region', { name: 'Featured offers' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect.element(region).toHaveAttribute('data-rotation', 'playing');
    expect(screen.getByRole('group', { name: '1 of 3' }).element().parentElement).toHaveAttribute('aria-live', 'off');
    await expect.element(screen.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(onIndexChange.mock.calls.slice(0, 3)).toEqual([[1], [2], [0]]);
  });

  it('shows only the active slide to assistive technology and the tab order', async () => {
    const screen = await render(
      <>
        <BannerCarousel aria-label="Featured offers" autoPlay={false}>
          {slides}
        </BannerCarousel>
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('heading').all()).toHaveLength(1);
    await expect.element(screen.getByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Shop Wearables' })).toHaveFocus();
    const order = ['Start slide rotation', 'Previous slide', 'Go to slide 1 of 3', 'Go to slide 2 of 3', 'Go to slide 3 of 3', 'Next slide', 'After'];
    for (const name of order) {
      await userEvent.tab();
      await expect.element(screen.getByRole('button', { name })).toHaveFocus();
    }
  });

  it('is driven by keyboard: next, previous and the dots move the slide and announce it', async () => {
    const screen = await render(
      <BannerCarousel aria-label="Featured offers" autoPlay={false}>
        {slides}
      </BannerCarousel>,
    );
    const liveArea = screen.getByRole('group', { name: '1 of 3' }).element().parentElement;
    expect(liveArea).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Next slide' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { name: 'Televisions' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(screen.getByRole('button', { name: 'Go to slide 3 of 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('heading', { name: 'Gadgets' })).toBeInTheDocument();
    expect(activeDot(screen)).toBe('Go to slide 3 of 3');
    screen.getByRole('button', { name: 'Previous slide' }).element().focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    expect(activeDot(screen)).toBe('Go to slide 3 of 3');
    await expect.element(screen.getByRole('heading', { name: 'Gadgets' })).toBeInTheDocument();
  });

  it('pauses while hovered and while focus is inside, then resumes', async () => {
    const screen = await render(
      <>
        <BannerCarousel aria-label="Featured offers" intervalMs={150}>
          {slides}
        </BannerCarousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Featured offers' });
    await userEvent.hover(region);
    await expect.element(region).toHaveAttribute('data-rotation', 'paused');
    const shown = activeDot(screen);
    await sleep(500);
    expect(activeDot(screen)).toBe(shown);
    expect(screen.getByRole('heading').element().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await expect.element(region).toHaveAttribute('data-rotation', 'playing');
    await expect.poll(() => activeDot(screen)).not.toBe(shown);

    screen.getByRole('button', { name: 'Go to slide 3 of 3' }).element().focus();
    await expect.element(region).toHaveAttribute('data-rotation', 'paused');
    const focusedOn = activeDot(screen);
    await sleep(500);
    expect(activeDot(screen)).toBe(focusedOn);
    // Moving focus between the banner's own controls keeps it paused.
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await expect.element(region).toHaveAttribute('data-rotation', 'paused');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await expect.element(region).toHaveAttribute('data-rotation', 'playing');
  });

  it('has a pause/play toggle that stops rotation for good (WCAG 2.2.2)', async () => {
    const screen = await render(
      <>
        <BannerCarousel aria-label="Featured offers" intervalMs={150}>
          {slides}
        </BannerCarousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    const region = screen.getByRole('region', { name: 'Featured offers' });
    await expect.element(region).toHaveAttribute('data-rotation', 'paused');
    const shown = activeDot(screen);
    await sleep(500);
    expect(activeDot(screen)).toBe(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await expect.poll(() => activeDot(screen)).not.toBe(shown);
  });

  it('does not rotate on its own for shoppers who prefer reduced motion, unless they press play', async () => {
    await emulateReducedMotion(true);
    const screen = await render(
      <>
        <BannerCarousel aria-label="Featured offers" intervalMs={150}>
          {slides}
        </BannerCarousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    await sleep(500);
    expect(activeDot(screen)).toBe('Go to slide 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await expect.poll(() => activeDot(screen)).toBe('Go to slide 2 of 3');
  });

  it('shows no controls for a single slide', async () => {
    const screen = await render(<BannerCarousel aria-label="Featured offers">{slides[0]}</BannerCarousel>);
    await expect.element(screen.getByRole('heading', { name: 'Wearables' })).toBeVisible();
    expect(screen.getByRole('button').all()).toHaveLength(0);
    await expect.element(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('data-rotation', 'paused');
  });
});
