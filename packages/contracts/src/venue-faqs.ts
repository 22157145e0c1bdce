/** Venue FAQs: /api/owner/venues/{venueId}/faqs (spec sections 3, 5 and 7). */
export {};
