/** Where the hotel is: the home page's map marks it, and the Hotel JSON-LD gives it as `geo`. */
export const HOTEL_LOCATION = { latitude: 40.018, longitude: 52.885 } as const;
