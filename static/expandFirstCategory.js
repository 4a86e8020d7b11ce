/*
 * Questforge Docs: when no sidebar category is open (for example on the welcome page, which
 * belongs to no category), open the first one so readers see where to start. Loaded with
 * `async` on every page. The site calls it once the page is interactive and after each
 * client-side navigation; if the page became interactive before this script arrived, the
 * script runs it itself.
 */
(function () {
  function expandFirstCategory() {
    var sidebar = document.querySelector("nav.sidebar");
    if (!sidebar || sidebar.querySelector('.sidebar-toggle[aria-expanded="true"]')) return false;
    var first = sidebar.querySelector(".sidebar-toggle");
    if (!first) return false;
    first.click();
    return true;
  }
  window.questforgeExpandFirstCategory = expandFirstCategory;
  if (window.questforgeInteractive) expandFirstCategory();
})();
