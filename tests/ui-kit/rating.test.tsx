import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Rating } from '../../ui-kit/src/rating';

describe('Rating', () => {
  it('is one image named with the score out of five', async () => {
    const screen = await render(<Rating value={4} />);
    const rating = screen.getByRole('img', { name: '4 out of 5 stars', exact: true });
    await expect.element(rating).toHaveAttribute('data-value', '4');
    expect(screen.getByRole('img').all()).toHaveLength(1);
  });

  it('rounds to half stars and keeps the value within range', async () => {
    const screen = await render(
      <>
        <Rating value={4.3} />
        <Rating value={9} />
        <Rating value={-1} max={3} />
      </>,
    );
    await expect.element(screen.getByRole('img', { name: '4.5 out of 5 stars', exact: true })).toBeInTheDocument();
    await expect.element(screen.getByRole('img', { name: '5 out of 5 stars', exact: true })).toBeInTheDocument();
    await expect.element(screen.getByRole('img', { name: '0 out of 3 stars', exact: true })).toBeInTheDocument();
  });
});
