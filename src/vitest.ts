// PLACEHOLDER: entry filled in by its issue before landing.
export {}
