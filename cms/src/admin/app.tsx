export default {
  config: {
    // The owner may switch the back-office to French from their profile.
    locales: ['fr'],
  },
};
