import { Link } from 'react-router-dom';
import { POPULAR_DEPARTMENTS } from '../../catalogue';
import { HomeSection } from './home-section';

/** Home section 8: department tiles linking to their categories. */
export function PopularDepartments() {
  return (
    <HomeSection id="popular-departments" title="Popular departments">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {POPULAR_DEPARTMENTS.map((department) => (
          <li key={department.category}>
            <Link
              to={department.href}
              className="flex h-full flex-col items-center gap-2 rounded-card border border-surface-sunken bg-white p-4 text-center font-semibold shadow-card outline-none hover:border-brand-500 hover:text-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500"
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
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
