/**
 * The script that applies the visitor's saved theme before the first paint (docs/product.md#dark-mode), written
 * inline into index.html by the website's build so the page waits for no extra file; the server's content security
 * policy allows exactly this text by its hash (cms/config/middlewares.ts).
 */
export const THEME_INIT_SCRIPT =
  "try{if(window.localStorage.getItem('darkMode')==='true')document.documentElement.classList.add('dark')}catch(e){}";
