import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearch, updateSearch, type SearchChanges, type SearchSchema, type SearchState } from '@/lib/search-params';

/** A search screen's filters, page and sort, kept in the URL's query string. */
export function useSearchState<S extends SearchSchema>(schema: S): [SearchState<S>, (changes: SearchChanges<S>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params, schema), [params, schema]);
  const update = (changes: SearchChanges<S>) => setParams(updateSearch(params, schema, changes));
  return [state, update];
}
