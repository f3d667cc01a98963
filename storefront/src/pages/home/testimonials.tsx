import { Card } from '@nexus-za/ui-kit/card';
import { Rating } from '@nexus-za/ui-kit/rating';
import { TESTIMONIALS } from '../../../core/catalogue';
import { HomeSection } from './home-section';

/** Home section 10: what shoppers say, with their star ratings. */
export function Testimonials() {
  return (
    <HomeSection id="testimonials" title="What our customers say">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card asChild padding="md">
              <figure className="flex h-full flex-col gap-3">
                <Rating value={testimonial.rating} size="sm" />
                <blockquote className="flex-1 text-ink">
                  <p>“{testimonial.comment}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-pill bg-brand-100 font-bold text-brand-800"
                  >
                    {testimonial.initials}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{testimonial.name}</span>
                    <span className="text-sm text-ink-muted">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
