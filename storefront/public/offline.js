// The offline page (offline.html) lists the ads this device kept, newest first, so a visitor without a network can
// still open them: the service worker answers those pages from what it kept (vite.config.ts, cache 'bazaar-ads').
(function () {
  var list = document.getElementById('kept-ads');
  if (!list || !window.caches) return;
  var hindi = /^\/hi(\/|$)/.test(location.pathname);

  function adLink(ad) {
    var item = document.createElement('li');
    var link = document.createElement('a');
    link.href = (hindi ? '/hi' : '') + '/ad/' + encodeURIComponent(ad.slug || 'ad') + '/' + ad.id;
    link.textContent = ad.title;
    if (ad.location && ad.location.district) {
      var where = document.createElement('small');
      where.textContent = ad.location.district + (ad.location.state ? ', ' + ad.location.state : '');
      link.appendChild(where);
    }
    item.appendChild(link);
    return item;
  }

  caches
    .open('bazaar-ads')
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        // Keys come oldest first (the order they were stored in).
        return Promise.all(
          requests.reverse().map(function (request) {
            return cache.match(request).then(function (response) {
              return response ? response.json() : null;
            });
          }),
        );
      });
    })
    .then(function (ads) {
      var found = ads.filter(function (ad) {
        return ad && ad.id && ad.title;
      });
      if (!found.length) return;
      var ul = list.querySelector('ul');
      found.forEach(function (ad) {
        ul.appendChild(adLink(ad));
      });
      list.hidden = false;
    })
    .catch(function () {
      // Nothing kept, or storage unavailable: the page still says what to do.
    });
})();
