/**
 * The script that applies the visitor's saved theme before the first paint (docs/product.md#dark-mode), part of
 * index.html's inline script (PAGE_INIT_SCRIPT).
 */
export const THEME_INIT_SCRIPT =
  "try{if(window.localStorage.getItem('darkMode')==='true')document.documentElement.classList.add('dark')}catch(e){}";
