import { DestinationSearch } from './destination-search';

/** The Attractions entry of the home search-form registry (app/home-search-forms.ts). */
export default function AttractionSearchForm() {
  return <DestinationSearch />;
}
