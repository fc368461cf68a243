import { NavLink } from 'react-router';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center rounded-full px-4 py-1.5 text-sm font-semibold transition ${
    isActive
      ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
      : 'text-stone-700 hover:bg-sand-100 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-800 dark:hover:text-saffron-300'
  }`;

/** A desk's pages as tabs (its records, its categories), the page shown marked. `end`: only that very address. */
export function DeskTabs({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: readonly { to: string; text: string; end?: boolean }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={tabClass}>
              {tab.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
