try {
  if (window.localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch {
  /* storage unavailable: keep the light theme */
}
