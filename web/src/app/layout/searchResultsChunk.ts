/** The search results (queries, list, keyboard selection) are a chunk of their own: the shell loads before sign-in. */
export const loadSearchResults = () => import('../../features/search/SearchResults');
