import { Search } from '@nexus-za/ui-kit/icons';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { APP_ROUTES, searchHref } from '../../core/catalogue/routes';
import { useClientReady } from '../platform/hydration';
import { EMPTY_QUERY_MESSAGE, normaliseQuery } from '../../core/domain/search-query';
import type * as SuggestionsExports from './search-suggestions';

type SuggestionsModule = typeof SuggestionsExports;

let suggestionsModule: Promise<SuggestionsModule> | null = null;
/** The suggestions, the search index and its library load once, on first focus of the box. */
function loadSuggestions(): Promise<SuggestionsModule> {
  suggestionsModule ??= import('./search-suggestions');
  return suggestionsModule;
}

/**
 * The header's product search. Before the app loads it is a plain search form that the browser submits
 * to /search; once the app runs it is a WAI-ARIA 1.2 combobox: suggestions (categories, then products
 * with image, name and price) appear as the shopper types, Up and Down move through them, Enter opens
 * the active one (or searches when none is active), Escape closes the list (or clears the box when it
 * is closed), and a live region says how many suggestions there are.
 */
function SearchCombobox({ initialQuery }: { initialQuery: string }) {
  const navigate = useNavigate();
  const enhanced = useClientReady();
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState(initialQuery);
  const [module, setModule] = useState<SuggestionsModule | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = normaliseQuery(text);
  const list = useMemo(() => (module && query !== null ? module.suggestionsFor(query) : null), [module, query]);
  const options = list?.options ?? [];
  const expanded = enhanced && open && list !== null && (options.length > 0 || list.didYouMean !== null);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  function ensureLoaded() {
    if (!module) void loadSuggestions().then(setModule);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function go(href: string) {
    close();
    void navigate(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('query');
    const submitted = normaliseQuery(typeof raw === 'string' ? raw : '');
    if (submitted === null) {
      window.alert(EMPTY_QUERY_MESSAGE);
      return;
    }
    go(searchHref(submitted));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box, Down goes to the first option and Up to the last; past either end, back to the box.
        const from = expanded ? active : -1;
        const next = from === -1 ? (step === 1 ? 0 : options.length - 1) : from + step;
        setActiveIndex(next >= options.length || next < 0 ? -1 : next);
        return;
      }
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        if (!option) return; // the form submits: a search for what is typed
        event.preventDefault();
        go(option.href);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  }

  return (
    // The action is the search page itself: before the app has loaded (or without JavaScript) the
    // browser submits the form there natively and the server renders the results.
    <form role="search" action={APP_ROUTES.search} onSubmit={onSubmit} className="relative flex w-full min-w-0 items-center">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="query"
        type="search"
        value={text}
        placeholder="Search for electronics..."
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActiveIndex(-1);
          ensureLoaded();
        }}
        onFocus={ensureLoaded}
        onBlur={close}
        onKeyDown={onKeyDown}
        {...(enhanced && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        })}
        className="h-10 w-full min-w-0 rounded-l-md border border-r-0 border-white bg-white px-3 text-sm text-ink placeholder:text-ink-subtle outline-none focus-visible:ring-3 focus-visible:ring-accent-500"
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex h-10 items-center justify-center rounded-r-md bg-accent-500 px-3 text-ink outline-none hover:bg-accent-600 hover:text-white focus-visible:ring-3 focus-visible:ring-white"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {enhanced && (
        <p role="status" className="sr-only">
          {module && open && list !== null ? module.announcement(list) : ''}
        </p>
      )}
      {expanded && module && list && (
        <module.SuggestionsListbox id={listboxId} list={list} activeIndex={active} optionId={optionId} onChoose={(option) => go(option.href)} />
      )}
    </form>
  );
}

/** Mounts the search box, re-seeded from the URL whenever the search changes, so it shows what the page shows. */
export function HeaderSearch() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const currentQuery = location.pathname === APP_ROUTES.search ? (searchParams.get('query') ?? '') : '';
  return <SearchCombobox key={currentQuery} initialQuery={currentQuery} />;
}
