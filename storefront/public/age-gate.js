// The 18+ gate (docs/architecture.md, "Decisions") is plain HTML in index.html, so a first visit sees it with the
// first paint instead of after the app's JavaScript. This runs before the page is drawn: a visitor
// who confirmed before never sees it; the buttons work before the app has loaded.
(function () {
  var KEY = 'ageConfirmed';
  var root = document.documentElement;
  var confirmed = false;
  try {
    confirmed = !!localStorage.getItem(KEY);
  } catch (error) {
    // Storage blocked: ask every time.
  }
  if (confirmed) {
    root.classList.add('age-confirmed');
    return;
  }
  document.addEventListener('DOMContentLoaded', function () {
    var app = document.getElementById('root');
    if (app) app.inert = true; // nothing behind the gate can be reached by keyboard or screen reader
    var enter = document.getElementById('age-gate-enter');
    if (enter) enter.focus();
  });
  document.addEventListener('click', function (event) {
    if (!event.target.closest || !event.target.closest('#age-gate-enter')) return;
    try {
      localStorage.setItem(KEY, new Date().toISOString());
    } catch (error) {
      // Storage blocked: in for this page view only.
    }
    root.classList.add('age-confirmed');
    var app = document.getElementById('root');
    if (app) app.inert = false;
  });
})();
