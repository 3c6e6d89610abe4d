// The one script of a server-rendered page (api/src/site/ssr/page-html.ts). Its HTML, styles and first
// images are all a phone needs for the first screen; the app's scripts (about 150 KB) would share the
// slow link with those images and delay them (LCP). So they are requested once the page has
// loaded and painted, then hydrate it. `data-scripts`: the entry first, then what it will ask for.
(function () {
  var me = document.currentScript;
  var files = JSON.parse(me.getAttribute('data-scripts'));
  var started = false;
  var PRELOADS_PER_TASK = 5;

  function start() {
    if (started) return;
    started = true;
    // the entry first, at high priority: a dynamic script is otherwise fetched after the preloads below
    var main = document.createElement('script');
    main.src = files[0].href;
    main.fetchPriority = 'high';
    document.head.appendChild(main);
    preloadFrom(1);
  }

  // a few preloads per task: some twenty of them at once were one long task on a busy phone
  function preloadFrom(index) {
    files.slice(index, index + PRELOADS_PER_TASK).forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = file.href;
      link.as = file.as;
      if (file.cors) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    if (index + PRELOADS_PER_TASK < files.length)
      setTimeout(function () {
        preloadFrom(index + PRELOADS_PER_TASK);
      }, 0);
  }

  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // a hidden tab paints no frame: start anyway
    setTimeout(start, 500);
  }

  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
})();
