import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';
import { POPULAR_DEPARTMENTS } from '../../../core/catalogue';
import { HomeSection } from './home-section';

/** Home section 8: department tiles linking to their categories. */
export function PopularDepartments() {
  return (
    <HomeSection id="popular-departments" title="Popular departments">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {POPULAR_DEPARTMENTS.map((department) => (
          <li key={department.category}>
            <Card asChild interactive padding="sm">
              <Link
                to={department.href}
                className="flex h-full flex-col items-center gap-2 text-center font-semibold hover:text-brand-700"
              >
                <img
                  src={department.image.src}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full max-w-32 object-contain"
                />
                {department.name}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
