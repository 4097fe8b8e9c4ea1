/** The update offer's texts (a file of its own, so the journeys read them without React). */
export const UPDATE_OFFER_TEXT = {
  message: 'A new version of the dashboard is available',
  reload: 'Reload',
  later: 'Later',
} as const;
