// Tea Shop Admin — progressive enhancement for the server-rendered pages. Every form also works
// without this script (plain POST + redirect).
(function () {
  'use strict';

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }

  function postForm(form) {
    return fetch(form.action, {
      method: 'POST',
      headers: { 'Accept': 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(new FormData(form)).toString(),
      credentials: 'same-origin',
    }).then(function (res) {
      return res.json().then(function (data) { data.httpOk = res.ok; return data; });
    });
  }

  function announce(el, text, isError) {
    if (!el) return;
    el.textContent = '';
    el.classList.toggle('is-error', !!isError);
    // let screen readers notice a repeated identical message
    window.setTimeout(function () { el.textContent = text; }, 30);
  }

  // --- Add to cart (product detail + quick "Add" buttons on the list) -------------------------
  $all('form[data-cart-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var button = $('button[type=submit]', form);
      if (button) button.disabled = true;
      postForm(form).then(function (data) {
        announce($('#cart-message'), data.ok ? data.message : data.error, !data.ok);
        var count = $('#cart-count');
        if (count && typeof data.count === 'number') count.textContent = 'Cart (' + data.count + ')';
      }).catch(function () {
        announce($('#cart-message'), 'Could not reach the server. Try again.', true);
      }).then(function () {
        if (button) button.disabled = false;
      });
    });
  });

  // --- Slow "Recommended for you" panel ------------------------------------------------------
  var recs = $('#recommendations');
  if (recs) {
    var delay = Number(recs.getAttribute('data-delay-ms')) || 1200;
    window.setTimeout(function () {
      var items = JSON.parse(recs.getAttribute('data-recommendations') || '[]');
      var html = '<h2 id="recs-heading">Recommended for you</h2><ul class="recs-list">';
      items.forEach(function (item) {
        html += '<li><a href="' + item.href + '">' + item.name + '</a> <span class="muted">' + item.type + '</span></li>';
      });
      html += '</ul>';
      recs.innerHTML = html;
      recs.setAttribute('aria-busy', 'false');
      recs.setAttribute('aria-labelledby', 'recs-heading');
      recs.removeAttribute('aria-label');
    }, delay);
  }

  // --- Tabs (WAI-ARIA tabs pattern, automatic activation) ------------------------------------
  $all('[data-tabs]').forEach(function (tabsRoot) {
    var tabs = $all('[role=tab]', tabsRoot);
    function select(tab, focus) {
      tabs.forEach(function (t) {
        var selected = t === tab;
        t.setAttribute('aria-selected', String(selected));
        t.tabIndex = selected ? 0 : -1;
        var panel = document.getElementById(t.getAttribute('aria-controls'));
        if (panel) panel.hidden = !selected;
      });
      if (focus) tab.focus();
      var id = tab.id.replace(/^tab-/, '');
      if (window.history && window.history.replaceState) {
        window.history.replaceState(null, '', '/settings?tab=' + id);
      }
    }
    tabs.forEach(function (tab, i) {
      tab.addEventListener('click', function () { select(tab, false); });
      tab.addEventListener('keydown', function (event) {
        var next = null;
        if (event.key === 'ArrowRight') next = tabs[(i + 1) % tabs.length];
        else if (event.key === 'ArrowLeft') next = tabs[(i - 1 + tabs.length) % tabs.length];
        else if (event.key === 'Home') next = tabs[0];
        else if (event.key === 'End') next = tabs[tabs.length - 1];
        if (next) { event.preventDefault(); select(next, true); }
      });
    });
  });

  // --- Settings forms: save without a page reload --------------------------------------------
  $all('form[data-settings-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var status = $('[data-status]', form);
      postForm(form).then(function (data) {
        announce(status, data.ok ? data.message : data.error, !data.ok);
        if (data.ok && data.displayName) {
          var welcome = $('.welcome');
          if (welcome) welcome.textContent = 'Welcome, ' + data.displayName;
        }
      }).catch(function () {
        announce(status, 'Could not reach the server. Try again.', true);
      });
    });
  });

  // --- Modal dialog ---------------------------------------------------------------------------
  $all('[data-open-dialog]').forEach(function (opener) {
    var dialog = document.getElementById(opener.getAttribute('data-open-dialog'));
    if (!dialog) return;
    var backdrop = dialog.parentElement;
    var background = $all('body > header, body > main, body > footer, body > .skip-link');

    function focusables() { return $all('button:not([disabled]), a[href], input, select, textarea', dialog); }

    function open() {
      backdrop.hidden = false;
      background.forEach(function (el) { el.inert = true; el.setAttribute('aria-hidden', 'true'); });
      document.body.classList.add('has-modal');
      var first = $('[data-dialog-cancel]', dialog) || focusables()[0];
      if (first) first.focus();
    }
    function close() {
      backdrop.hidden = true;
      background.forEach(function (el) { el.inert = false; el.removeAttribute('aria-hidden'); });
      document.body.classList.remove('has-modal');
      if (!opener.disabled) opener.focus();
    }

    opener.addEventListener('click', open);
    $('[data-dialog-cancel]', dialog).addEventListener('click', close);
    backdrop.addEventListener('click', function (event) { if (event.target === backdrop) close(); });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.preventDefault(); close(); return; }
      if (event.key !== 'Tab') return;
      var items = focusables();
      var first = items[0];
      var last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });

    var confirm = $('[data-dialog-confirm]', dialog);
    confirm.addEventListener('click', function () {
      confirm.disabled = true;
      fetch(confirm.getAttribute('data-action'), {
        method: 'POST', headers: { 'Accept': 'application/json' }, credentials: 'same-origin',
      }).then(function (res) { return res.json(); }).then(function (data) {
        close();
        if (data.ok) opener.disabled = true;
        announce(document.getElementById('danger-status'), data.ok ? data.message : data.error, !data.ok);
      }).catch(function () {
        close();
        announce(document.getElementById('danger-status'), 'Could not reach the server. Try again.', true);
      }).then(function () { confirm.disabled = false; });
    });
  });

  // --- Error summary: move focus so keyboard and screen-reader users land on it ---------------
  var summary = $('.error-summary');
  if (summary) summary.focus();
})();
