// Filters (status, tag, feature, text) and the screenshot lightbox: no dependencies, works offline.
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var steps = Array.prototype.slice.call(document.querySelectorAll('.step'));
  var status = $('f-status'), tag = $('f-tag'), feature = $('f-feature'), text = $('f-text'), count = $('f-count');
  function hideEmpty(selector) {
    document.querySelectorAll(selector).forEach(function (el) { el.hidden = !el.querySelector('.step:not([hidden])'); });
  }
  function apply() {
    var st = status.value, tg = tag.value, ft = feature.value, q = text.value.trim().toLowerCase(), shown = 0;
    steps.forEach(function (s) {
      var d = s.dataset;
      var ok = (!st || (st === 'problem' ? d.problem === '1' : d.status === st)) &&
        (!tg || (' ' + d.tags + ' ').indexOf(' ' + tg + ' ') >= 0) && (!ft || d.feature === ft) &&
        (!q || d.search.indexOf(q) >= 0);
      s.hidden = !ok;
      if (ok) shown++;
      // a filtered view opens what it found
      if (ok && (st || q)) s.open = true;
    });
    hideEmpty('.scenario');
    hideEmpty('.feature');
    count.textContent = shown + ' of ' + steps.length + ' steps shown';
  }
  [status, tag, feature].forEach(function (el) { el.addEventListener('change', apply); });
  text.addEventListener('input', apply);
  $('f-reset').addEventListener('click', function () {
    status.value = tag.value = feature.value = text.value = '';
    apply();
  });
  document.querySelectorAll('.legend .chip').forEach(function (chip) {
    chip.addEventListener('click', function () {
      status.value = status.value === chip.dataset.status ? '' : chip.dataset.status;
      apply();
    });
  });
  var box = $('lightbox'), big = box.querySelector('img'), caption = box.querySelector('figcaption');
  document.querySelectorAll('a.thumb').forEach(function (a) {
    a.addEventListener('click', function (e) {
      e.preventDefault();
      var thumb = a.querySelector('img');
      caption.textContent = a.getAttribute('href');
      big.onerror = function () {
        // the full-size file did not travel with the report: show the thumbnail, say so
        big.onerror = null;
        if (thumb) big.src = thumb.src;
        caption.textContent = 'full-size screenshot not found next to the report (' + a.getAttribute('href') + '): thumbnail shown';
      };
      big.src = a.href;
      box.hidden = false;
    });
  });
  box.addEventListener('click', function () { box.hidden = true; big.removeAttribute('src'); });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') box.hidden = true; });
  apply();
})();
