// Tea Shop Admin — the Stepwright demo app.
//
// A small server-rendered admin app on plain `node:http` (no dependencies). All data lives in
// memory per server process; `POST /__reset` puts it back to its initial state.
//
//   node demo/server.js            # listens on 127.0.0.1:$PORT (default 4173)
//   import { startDemoServer } from './demo/server.js'
//   const app = await startDemoServer({ port: 0 }); ...; await app.close();

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'public');
const SESSION_COOKIE = 'teashop_session';
const PAGE_SIZE = 10;
const MAX_BODY = 1024 * 1024;
const USERS = { alice: { username: 'alice', password: 'wonderland', displayName: 'Alice' } };

/** The catalogue, in listing order (page 1 = first ten). */
export const TEAS = [
  ['Assam Breakfast', 'Black', 8.5, 'A brisk, malty black tea from the Brahmaputra valley. Strong enough for milk.'],
  ['Darjeeling First Flush', 'Black', 14, 'Spring-picked Darjeeling with a light, floral, muscatel-leaning cup.'],
  ['Darjeeling Second Flush', 'Black', 13, 'Summer harvest Darjeeling: fuller body and the classic muscatel note.'],
  ['Earl Grey', 'Black', 9, 'Ceylon black tea scented with cold-pressed bergamot oil.'],
  ['Sencha', 'Green', 11, 'Steamed Japanese green tea with a fresh, grassy sweetness.'],
  ['Jasmine Pearls', 'Green', 16, 'Hand-rolled green tea pearls layered with fresh jasmine blossoms.'],
  ['Silver Needle', 'White', 22, 'Downy white tea buds from Fujian with a soft honeyed finish.'],
  ['Chamomile Calm', 'Herbal', 7.5, 'Whole chamomile flowers for a gentle, caffeine-free evening cup.'],
  ['Peppermint Leaf', 'Herbal', 6.5, 'Cooling, bright peppermint leaves. Lovely hot or iced.'],
  ['Oolong Milk', 'Oolong', 15, 'Taiwanese jin xuan oolong with a naturally creamy texture.'],
  ['Gyokuro', 'Green', 24, 'Shade-grown Japanese green tea, rich in umami.'],
  ['Genmaicha', 'Green', 9.5, 'Green tea blended with toasted brown rice for a nutty cup.'],
  ['Matcha Ceremonial', 'Green', 28, 'Stone-ground tencha from Uji, for whisking.'],
  ['Lapsang Souchong', 'Black', 12, 'Pine-smoked black tea from the Wuyi mountains.'],
  ['Keemun Classic', 'Black', 11.5, 'Smooth Anhui black tea with notes of cocoa and orchid.'],
  ['Tieguanyin', 'Oolong', 18, 'Iron Goddess oolong: floral, buttery and lightly roasted.'],
  ['Da Hong Pao', 'Oolong', 26, 'Heavily roasted Wuyi rock oolong with a mineral finish.'],
  ['Oriental Beauty', 'Oolong', 21, 'Bug-bitten Taiwanese oolong with a honey and ripe-fruit sweetness.'],
  ['White Peony', 'White', 17, 'Bai Mu Dan: buds and young leaves, mellow and fruity.'],
  ['Moonlight White', 'White', 19.5, 'Yunnan white tea withered by moonlight, with a hint of apricot.'],
  ['Rooibos Vanilla', 'Herbal', 8, 'South African red bush with Madagascan vanilla.'],
  ['Lemon Verbena', 'Herbal', 7, 'Bright, lemony verbena leaves. Caffeine-free.'],
  ['Hibiscus Berry', 'Herbal', 7.5, 'Tart hibiscus with elderberry and blackcurrant.'],
  ['Ginger Turmeric', 'Herbal', 8.5, 'Warming ginger root with turmeric and black pepper.'],
  ['Yunnan Gold', 'Black', 13.5, 'Golden-tipped Dian Hong with notes of sweet potato and malt.'],
].map(([name, type, price, description]) => ({ slug: slugify(name), name, type, price, description }));

const RECOMMENDED = ['gyokuro', 'white-peony', 'rooibos-vanilla'];
const EXPRESS_FEE = 9.5;

function slugify(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function freshState() {
  return {
    sessions: new Map(), // id -> { username, cart, flash }
    orders: [],
    nextOrderId: 1,
    profile: { displayName: USERS.alice.displayName },
    prefs: { notifyNewTeas: false, orderReceipts: true },
    accountDeletionScheduled: false,
  };
}

// ---------------------------------------------------------------------------------------------
// HTML helpers

function esc(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const money = (n) => `$${n.toFixed(2)}`;
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const NAV = [
  ['/products', 'Products', 'products'],
  ['/orders/new', 'New order', 'new-order'],
  ['/orders', 'Orders', 'orders'],
  ['/settings', 'Settings', 'settings'],
];

function layout({ title, body, user, current, cartCount = 0, bodyClass = '', afterMain = '' }) {
  const header = user
    ? `<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="header-inner">
    <a class="brand" href="/products"><span class="brand-leaf" aria-hidden="true"></span>Tea Shop <span class="brand-sub">Admin</span></a>
    <nav class="main-nav" aria-label="Main">
      <ul>
${NAV.map(([href, label, key]) => `        <li><a href="${href}"${key === current ? ' aria-current="page"' : ''}>${label}</a></li>`).join('\n')}
        <li><a href="/logout">Sign out</a></li>
      </ul>
    </nav>
    <div class="header-meta">
      <span class="welcome">Welcome, ${esc(user.displayName)}</span>
      <span class="cart-count" id="cart-count" aria-live="polite">Cart (${cartCount})</span>
    </div>
  </div>
</header>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Tea Shop</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/styles.css">
<script src="/static/app.js" defer></script>
</head>
<body class="${esc(bodyClass)}">
${header}
<main id="main" class="container">
${body}
</main>
<footer class="site-footer"><p>Tea Shop Admin · demo data, reset on restart</p></footer>
${afterMain}
</body>
</html>
`;
}

function field({ id, label, input, error, hint }) {
  const hintHtml = hint ? `<p class="hint" id="${id}-hint">${esc(hint)}</p>` : '';
  const errorHtml = error ? `<p class="field-error" id="${id}-error">${esc(error)}</p>` : '';
  return `<div class="field${error ? ' has-error' : ''}">
  <label for="${id}">${esc(label)}</label>
  ${hintHtml}${errorHtml}${input}
</div>`;
}

function describedBy(id, { error, hint }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (ids ? ` aria-describedby="${ids}"` : '') + (error ? ' aria-invalid="true"' : '');
}

// ---------------------------------------------------------------------------------------------
// Pages

function loginPage({ error = '', username = '', next = '', notice = '', remember = false } = {}) {
  const body = `<div class="auth-card card">
  <p class="auth-brand"><span class="brand-leaf" aria-hidden="true"></span>Tea Shop Admin</p>
  <h1>Sign in</h1>
  ${error ? `<div class="alert alert-error" role="alert" id="login-error">${esc(error)}</div>` : ''}
  ${notice ? `<div class="alert alert-info" role="status">${esc(notice)}</div>` : ''}
  <form method="post" action="/login" class="form" novalidate>
    <input type="hidden" name="next" value="${esc(next)}">
    ${field({ id: 'username', label: 'Username', input: `<input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${esc(username)}"${error ? ' aria-describedby="login-error"' : ''}>` })}
    ${field({ id: 'password', label: 'Password', input: `<input type="password" id="password" name="password" autocomplete="current-password" required>` })}
    <div class="check">
      <input type="checkbox" id="remember" name="remember" value="1"${remember ? ' checked' : ''}>
      <label for="remember">Remember me</label>
    </div>
    <button type="submit" class="btn btn-primary btn-block">Sign in</button>
  </form>
  <p class="auth-foot">Trouble signing in? Ask the shop owner to reset your password.</p>
</div>`;
  return layout({ title: 'Sign in', body, bodyClass: 'auth-page' });
}

function productsPage(ctx, { q, page }) {
  const query = q.trim().toLowerCase();
  const matches = query ? TEAS.filter((t) => t.name.toLowerCase().includes(query)) : TEAS;
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * PAGE_SIZE;
  const shown = matches.slice(start, start + PAGE_SIZE);
  const href = (p) => `/products?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;

  const rows = shown.map((t) => `      <tr class="product-row" data-testid="product-row" data-slug="${t.slug}">
        <td><a href="/products/${t.slug}">${esc(t.name)}</a></td>
        <td><span class="badge badge-${t.type.toLowerCase()}">${t.type}</span></td>
        <td class="num">${money(t.price)}</td>
        <td class="actions">
          <form method="post" action="/cart" class="quick-add" data-cart-form>
            <input type="hidden" name="slug" value="${t.slug}">
            <input type="hidden" name="quantity" value="1">
            <input type="hidden" name="return" value="${esc(href(current))}">
            <button type="submit" class="btn btn-small">Add</button>
          </form>
        </td>
      </tr>`).join('\n');

  const pageLinks = [];
  pageLinks.push(current > 1
    ? `<a href="${esc(href(current - 1))}" rel="prev" class="page-link">Previous</a>`
    : `<span class="page-link is-disabled" aria-disabled="true">Previous</span>`);
  for (let p = 1; p <= pages; p++) {
    pageLinks.push(`<a href="${esc(href(p))}" class="page-link"${p === current ? ' aria-current="page"' : ''}>Page ${p}</a>`);
  }
  pageLinks.push(current < pages
    ? `<a href="${esc(href(current + 1))}" rel="next" class="page-link">Next</a>`
    : `<span class="page-link is-disabled" aria-disabled="true">Next</span>`);

  const recs = RECOMMENDED.map((slug) => TEAS.find((t) => t.slug === slug)).map((t) => ({ name: t.name, href: `/products/${t.slug}`, type: t.type }));
  const flash = takeFlash(ctx);

  const body = `<div class="page-head">
  <h1>Products</h1>
  <div class="tip-wrap">
    <button type="button" class="btn" disabled aria-describedby="export-tip">Export CSV</button>
    <span class="tooltip" role="tooltip" id="export-tip">CSV export is available on the Pro plan</span>
  </div>
</div>
<p id="cart-message" class="flash" role="status" aria-live="polite">${esc(flash)}</p>
<div class="two-col">
  <section class="catalogue" aria-label="Catalogue">
    <form role="search" method="get" action="/products" class="search-form">
      <label for="search">Search products</label>
      <div class="search-row">
        <input type="search" id="search" name="q" placeholder="Search by name" value="${esc(q)}" autocomplete="off">
        <button type="submit" class="btn">Search</button>
      </div>
    </form>
    <p class="result-count" id="result-count"><strong>${plural(matches.length, 'product')}</strong>${q ? ` matching “${esc(q)}” · <a href="/products">Clear search</a>` : ''}</p>
${shown.length ? `    <table class="table products-table">
      <caption class="visually-hidden">Teas, page ${current} of ${pages}</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col" class="num">Price</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
    <p class="showing">Showing ${start + 1}–${start + shown.length} of ${matches.length}</p>
    <nav class="pagination" aria-label="Pagination">
      ${pageLinks.join('\n      ')}
    </nav>` : `    <p class="empty-state">No products match “${esc(q)}”. Try another name.</p>`}
  </section>
  <aside class="panel recs" id="recommendations" aria-label="Recommendations" aria-live="polite" aria-busy="true"
         data-recommendations="${esc(JSON.stringify(recs))}" data-delay-ms="${ctx.opts.recommendationsDelayMs}">
    <p class="loading"><span class="spinner" aria-hidden="true"></span>Loading recommendations…</p>
  </aside>
</div>`;
  return layout({ title: 'Products', body, user: ctx.user, current: 'products', cartCount: ctx.session.cart });
}

function productPage(ctx, tea) {
  const flash = takeFlash(ctx);
  const body = `<p class="back"><a href="/products">Back to products</a></p>
<article class="card product-detail">
  <div class="product-art product-art-${tea.type.toLowerCase()}" aria-hidden="true"></div>
  <div>
    <h1>${esc(tea.name)}</h1>
    <p><span class="badge badge-${tea.type.toLowerCase()}">${tea.type} tea</span></p>
    <p class="description">${esc(tea.description)}</p>
    <p class="price">${money(tea.price)} <span class="unit">per 100 g tin</span></p>
    <form method="post" action="/cart" class="add-form" data-cart-form>
      <input type="hidden" name="slug" value="${tea.slug}">
      <input type="hidden" name="return" value="/products/${tea.slug}">
      <div class="field field-inline">
        <label for="quantity">Quantity</label>
        <input type="number" id="quantity" name="quantity" value="1" min="1" max="20" step="1" inputmode="numeric">
      </div>
      <button type="submit" class="btn btn-primary">Add to cart</button>
    </form>
    <p id="cart-message" class="flash" role="status" aria-live="polite">${esc(flash)}</p>
  </div>
</article>`;
  return layout({ title: tea.name, body, user: ctx.user, current: 'products', cartCount: ctx.session.cart });
}

const EMPTY_ORDER = { customer: '', email: '', tea: '', quantity: '1', deliveryDate: '', shipping: 'standard', giftWrap: false, notes: '' };

function newOrderPage(ctx, values = EMPTY_ORDER, errors = {}) {
  const errorList = Object.entries(errors);
  const v = values;
  const summary = errorList.length
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
  <h2 id="error-summary-title">There is a problem with your order</h2>
  <ul>
${errorList.map(([id, msg]) => `    <li><a href="#${id}">${esc(msg)}</a></li>`).join('\n')}
  </ul>
</div>`
    : '';
  const teaOptions = TEAS.map((t) => `<option value="${t.slug}"${v.tea === t.slug ? ' selected' : ''}>${esc(t.name)}</option>`).join('');
  const e = (id) => ({ error: errors[id] });
  const body = `<h1>New order</h1>
<p class="lede">Place an order on behalf of a customer. Fields marked optional can be left empty.</p>
${summary}
<form method="post" action="/orders/new" class="card form order-form" novalidate>
  ${field({ id: 'customer-name', label: 'Customer name', ...e('customer-name'),
    input: `<input type="text" id="customer-name" name="customer" autocomplete="name" value="${esc(v.customer)}"${describedBy('customer-name', e('customer-name'))}>` })}
  ${field({ id: 'email', label: 'Email', ...e('email'), hint: 'We send the receipt here.',
    input: `<input type="email" id="email" name="email" autocomplete="email" value="${esc(v.email)}"${describedBy('email', { ...e('email'), hint: true })}>` })}
  <div class="field-row">
    ${field({ id: 'tea', label: 'Tea', ...e('tea'),
      input: `<select id="tea" name="tea"${describedBy('tea', e('tea'))}><option value="">Choose a tea…</option>${teaOptions}</select>` })}
    ${field({ id: 'order-quantity', label: 'Quantity', ...e('order-quantity'),
      input: `<input type="number" id="order-quantity" name="quantity" min="1" max="50" step="1" inputmode="numeric" value="${esc(v.quantity)}"${describedBy('order-quantity', e('order-quantity'))}>` })}
    ${field({ id: 'delivery-date', label: 'Delivery date', ...e('delivery-date'), hint: 'Optional',
      input: `<input type="date" id="delivery-date" name="deliveryDate" value="${esc(v.deliveryDate)}"${describedBy('delivery-date', { ...e('delivery-date'), hint: true })}>` })}
  </div>
  <fieldset class="radios" aria-describedby="shipping-hint">
    <legend>Shipping</legend>
    <p class="hint" id="shipping-hint">Standard takes 3–5 business days and is free. Express costs ${money(EXPRESS_FEE)}.</p>
    <div class="radio">
      <input type="radio" id="shipping-standard" name="shipping" value="standard"${v.shipping !== 'express' ? ' checked' : ''}>
      <label for="shipping-standard">Standard</label>
    </div>
    <div class="radio">
      <input type="radio" id="shipping-express" name="shipping" value="express"${v.shipping === 'express' ? ' checked' : ''}>
      <label for="shipping-express">Express</label>
      <span class="tip-wrap">
        <button type="button" class="info-button" aria-describedby="express-tip">What's Express?</button>
        <span class="tooltip" role="tooltip" id="express-tip">Express orders arrive in 1–2 business days</span>
      </span>
    </div>
  </fieldset>
  <div class="check">
    <input type="checkbox" id="gift-wrap" name="giftWrap" value="yes"${v.giftWrap ? ' checked' : ''}>
    <label for="gift-wrap">Gift wrap</label>
  </div>
  ${field({ id: 'notes', label: 'Notes', hint: 'Optional. Delivery instructions or a gift message.',
    input: `<textarea id="notes" name="notes" rows="4" aria-describedby="notes-hint">${esc(v.notes)}</textarea>` })}
  <div class="form-actions">
    <button type="submit" class="btn btn-primary">Place order</button>
    <a href="/orders" class="btn btn-link">Back to orders</a>
  </div>
</form>`;
  return layout({ title: errorList.length ? 'Error: New order' : 'New order', body, user: ctx.user, current: 'new-order', cartCount: ctx.session.cart });
}

function validateOrder(form) {
  const values = {
    customer: (form.customer ?? '').trim(),
    email: (form.email ?? '').trim(),
    tea: form.tea ?? '',
    quantity: (form.quantity ?? '').trim(),
    deliveryDate: (form.deliveryDate ?? '').trim(),
    shipping: form.shipping === 'express' ? 'express' : 'standard',
    giftWrap: form.giftWrap === 'yes' || form.giftWrap === 'on',
    notes: (form.notes ?? '').replace(/\r\n/g, '\n').trim(),
  };
  const errors = {};
  if (!values.customer) errors['customer-name'] = 'Customer name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'Enter a valid email address';
  if (!TEAS.some((t) => t.slug === values.tea)) errors.tea = 'Choose a tea';
  const qty = Number(values.quantity);
  if (!/^\d+$/.test(values.quantity) || qty < 1 || qty > 50) errors['order-quantity'] = 'Quantity must be between 1 and 50';
  if (values.deliveryDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.deliveryDate)) errors['delivery-date'] = 'Enter a valid delivery date';
  return { values, errors };
}

function orderConfirmationPage(ctx, order, justPlaced) {
  const tea = TEAS.find((t) => t.slug === order.tea);
  const rows = [
    ['Order number', `#${order.id}`],
    ['Customer', order.customer],
    ['Email', order.email],
    ['Tea', tea.name],
    ['Quantity', String(order.quantity)],
    ['Delivery date', order.deliveryDate || 'As soon as possible'],
    ['Shipping', order.shipping === 'express' ? 'Express' : 'Standard'],
    ['Gift wrap', order.giftWrap ? 'Yes' : 'No'],
    ['Notes', order.notes || 'None'],
    ['Total', money(order.total)],
  ];
  const body = `<div class="success-banner"${justPlaced ? ' role="status"' : ''}>
  <h1>Order confirmed</h1>
  <p>Order #${order.id} for ${esc(order.customer)} has been placed. A receipt was sent to ${esc(order.email)}.</p>
</div>
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Order summary</h2>
  <dl class="summary">
${rows.map(([k, val]) => `    <div><dt>${k}</dt><dd${k === 'Notes' ? ' class="notes"' : ''}>${esc(val)}</dd></div>`).join('\n')}
  </dl>
</section>
<p class="after-actions"><a href="/orders/new" class="btn">Place another order</a> <a href="/orders" class="btn btn-link">View all orders</a></p>`;
  return layout({ title: 'Order confirmed', body, user: ctx.user, current: 'orders', cartCount: ctx.session.cart });
}

function ordersPage(ctx) {
  const { orders } = ctx.state;
  const table = orders.length
    ? `<table class="table orders-table">
  <caption class="visually-hidden">Placed orders</caption>
  <thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Tea</th><th scope="col" class="num">Quantity</th><th scope="col">Shipping</th><th scope="col">Delivery date</th><th scope="col" class="num">Total</th></tr></thead>
  <tbody>
${orders.map((o) => `    <tr class="order-row" data-testid="order-row">
      <td><a href="/orders/${o.id}">#${o.id}</a></td>
      <td>${esc(o.customer)}</td>
      <td>${esc(TEAS.find((t) => t.slug === o.tea).name)}</td>
      <td class="num">${o.quantity}</td>
      <td>${o.shipping === 'express' ? 'Express' : 'Standard'}</td>
      <td>${esc(o.deliveryDate || '—')}</td>
      <td class="num">${money(o.total)}</td>
    </tr>`).join('\n')}
  </tbody>
</table>`
    : `<div class="empty-state card"><p>No orders yet.</p></div>`;
  const body = `<div class="page-head">
  <h1>Orders</h1>
  <a href="/orders/new" class="btn btn-primary">Create an order</a>
</div>
<p class="result-count"><strong>${plural(orders.length, 'order')}</strong></p>
${table}`;
  return layout({ title: 'Orders', body, user: ctx.user, current: 'orders', cartCount: ctx.session.cart });
}

const TABS = [
  ['profile', 'Profile'],
  ['notifications', 'Notifications'],
  ['danger', 'Danger zone'],
];

function settingsPage(ctx, { tab = 'profile', message = '', error = '' } = {}) {
  if (!TABS.some(([id]) => id === tab)) tab = 'profile';
  const { profile, prefs, accountDeletionScheduled } = ctx.state;
  const status = (id) => (tab === id && message ? esc(message) : '');
  const tabButtons = TABS.map(([id, label]) => `    <button type="button" role="tab" id="tab-${id}" aria-controls="panel-${id}" aria-selected="${id === tab}" tabindex="${id === tab ? 0 : -1}">${label}</button>`).join('\n');
  const panel = (id, html) => `  <section role="tabpanel" id="panel-${id}" aria-labelledby="tab-${id}" tabindex="0" class="tab-panel"${id === tab ? '' : ' hidden'}>
${html}
  </section>`;
  const body = `<h1>Settings</h1>
<div class="tabs card" data-tabs>
  <div role="tablist" aria-label="Settings sections" class="tablist">
${tabButtons}
  </div>
${panel('profile', `    <h2>Your profile</h2>
    <form method="post" action="/settings/profile" class="form" data-settings-form novalidate>
      ${field({ id: 'display-name', label: 'Display name', hint: 'Shown in the header and on receipts.', error: tab === 'profile' ? error : '',
        input: `<input type="text" id="display-name" name="displayName" value="${esc(profile.displayName)}" autocomplete="nickname" aria-describedby="display-name-hint">` })}
      <button type="submit" class="btn btn-primary">Save profile</button>
      <p class="flash" role="status" aria-live="polite" data-status>${status('profile')}</p>
    </form>`)}
${panel('notifications', `    <h2>Email notifications</h2>
    <form method="post" action="/settings/notifications" class="form" data-settings-form>
      <div class="check">
        <input type="checkbox" id="notify-new-teas" name="notifyNewTeas" value="yes"${prefs.notifyNewTeas ? ' checked' : ''}>
        <label for="notify-new-teas">Email me about new teas</label>
      </div>
      <div class="check">
        <input type="checkbox" id="order-receipts" name="orderReceipts" value="yes"${prefs.orderReceipts ? ' checked' : ''}>
        <label for="order-receipts">Send order receipts to my inbox</label>
      </div>
      <button type="submit" class="btn btn-primary">Save preferences</button>
      <p class="flash" role="status" aria-live="polite" data-status>${status('notifications')}</p>
    </form>`)}
${panel('danger', `    <h2>Danger zone</h2>
    <p>Deleting your account removes your profile, your preferences and your order history.</p>
    <button type="button" class="btn btn-danger" id="delete-account" aria-haspopup="dialog" data-open-dialog="delete-dialog"${accountDeletionScheduled ? ' disabled' : ''}>Delete account</button>
    <p class="flash" role="status" aria-live="polite" id="danger-status">${accountDeletionScheduled ? 'Account scheduled for deletion' : ''}</p>`)}
</div>`;
  const dialog = `<div class="modal-backdrop" id="delete-dialog-backdrop" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="delete-dialog-title" aria-describedby="delete-dialog-desc" id="delete-dialog" class="modal" tabindex="-1">
    <h2 id="delete-dialog-title">Delete account?</h2>
    <p id="delete-dialog-desc">This cannot be undone.</p>
    <div class="modal-actions">
      <button type="button" class="btn" data-dialog-cancel>Cancel</button>
      <button type="button" class="btn btn-danger" data-dialog-confirm data-action="/settings/delete-account">Delete</button>
    </div>
  </div>
</div>`;
  return layout({ title: 'Settings', body, user: ctx.user, current: 'settings', cartCount: ctx.session.cart, afterMain: dialog });
}

function notFoundPage(ctx) {
  const body = `<h1>Page not found</h1><p>We couldn’t find that page. <a href="/products">Go to products</a>.</p>`;
  return layout({ title: 'Page not found', body, user: ctx.user, cartCount: ctx.session?.cart ?? 0 });
}

// ---------------------------------------------------------------------------------------------
// Request plumbing

function parseCookies(header = '') {
  const out = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('Payload too large'), { status: 413 });
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    try { return JSON.parse(raw || '{}'); } catch { throw Object.assign(new Error('Bad JSON'), { status: 400 }); }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}
const sendHtml = (res, html, status = 200, headers = {}) => send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
const sendJson = (res, data, status = 200) => send(res, status, JSON.stringify(data), { 'Content-Type': 'application/json; charset=utf-8' });
const redirect = (res, location, headers = {}) => send(res, 303, '', { Location: location, ...headers });
const wantsJson = (req) => (req.headers.accept ?? '').includes('application/json');

function safeNext(next) {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/products';
}

function takeFlash(ctx) {
  const f = ctx.session?.flash ?? '';
  if (ctx.session) ctx.session.flash = '';
  return f;
}

const STATIC_TYPES = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml' };

async function serveStatic(res, pathname) {
  const rel = normalize(decodeURIComponent(pathname.slice('/static/'.length)));
  const file = join(PUBLIC_DIR, rel);
  if (!file.startsWith(PUBLIC_DIR + sep) || !STATIC_TYPES[extname(file)]) return false;
  try {
    const data = await readFile(file);
    send(res, 200, data, { 'Content-Type': STATIC_TYPES[extname(file)], 'Cache-Control': 'no-cache' });
    return true;
  } catch {
    return false;
  }
}

function createHandler(state, opts) {
  return async function handle(req, res) {
    const url = new URL(req.url, 'http://localhost');
    const { pathname } = url;
    const method = req.method ?? 'GET';

    // --- unauthenticated routes ---
    if (pathname === '/__reset') {
      if (method !== 'POST') return send(res, 405, 'Use POST', { Allow: 'POST' });
      Object.assign(state, freshState());
      return sendJson(res, { ok: true });
    }
    if (pathname === '/__health') return sendJson(res, { ok: true });
    if (pathname.startsWith('/static/') && method === 'GET') {
      if (await serveStatic(res, pathname)) return;
      return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
    }
    if (pathname === '/favicon.ico') return send(res, 204, '');

    const cookies = parseCookies(req.headers.cookie);
    const sid = cookies[SESSION_COOKIE];
    const session = sid ? state.sessions.get(sid) : undefined;
    const user = session ? { ...USERS[session.username], displayName: state.profile.displayName } : undefined;
    const ctx = { state, opts, session, user };

    if (pathname === '/') return redirect(res, user ? '/products' : '/login');

    if (pathname === '/login') {
      if (method === 'GET') {
        const notice = url.searchParams.get('signedout') ? 'You have been signed out' : '';
        return sendHtml(res, loginPage({ next: url.searchParams.get('next') ?? '', notice }));
      }
      if (method === 'POST') {
        const form = await readBody(req);
        const username = String(form.username ?? '').trim();
        const password = String(form.password ?? '');
        const account = USERS[username.toLowerCase()];
        if (!username || !password) {
          return sendHtml(res, loginPage({ error: 'Enter your username and password', username, next: form.next, remember: !!form.remember }), 400);
        }
        if (!account || account.password !== password) {
          return sendHtml(res, loginPage({ error: 'Invalid username or password', username, next: form.next, remember: !!form.remember }), 401);
        }
        const id = randomBytes(18).toString('base64url');
        state.sessions.set(id, { username: account.username, cart: 0, flash: '' });
        const maxAge = form.remember ? '; Max-Age=2592000' : '';
        return redirect(res, safeNext(form.next), { 'Set-Cookie': `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${maxAge}` });
      }
      return send(res, 405, 'Method not allowed', { Allow: 'GET, POST' });
    }

    if (pathname === '/logout') {
      if (sid) state.sessions.delete(sid);
      return redirect(res, '/login?signedout=1', { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
    }

    // --- everything else needs a session ---
    if (!session) {
      if (wantsJson(req)) return sendJson(res, { ok: false, error: 'Not signed in' }, 401);
      const next = method === 'GET' ? `?next=${encodeURIComponent(pathname + url.search)}` : '';
      return redirect(res, `/login${next}`);
    }

    if (pathname === '/products' && method === 'GET') {
      const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1;
      return sendHtml(res, productsPage(ctx, { q: url.searchParams.get('q') ?? '', page }));
    }

    const productMatch = pathname.match(/^\/products\/([a-z0-9-]+)$/);
    if (productMatch && method === 'GET') {
      const tea = TEAS.find((t) => t.slug === productMatch[1]);
      if (tea) return sendHtml(res, productPage(ctx, tea));
    }

    if (pathname === '/cart' && method === 'POST') {
      const form = await readBody(req);
      const tea = TEAS.find((t) => t.slug === form.slug);
      const qtyText = String(form.quantity ?? '').trim();
      const qty = Number(qtyText);
      const back = safeNext(form.return);
      let error = '';
      if (!tea) error = 'That tea is not in the catalogue';
      else if (!/^\d+$/.test(qtyText) || qty < 1 || qty > 20) error = 'Quantity must be between 1 and 20';
      if (error) {
        if (wantsJson(req)) return sendJson(res, { ok: false, error, count: session.cart }, 400);
        session.flash = error;
        return redirect(res, back);
      }
      session.cart += qty;
      const message = `Added ${qty} × ${tea.name} to cart`;
      if (wantsJson(req)) return sendJson(res, { ok: true, message, count: session.cart });
      session.flash = message;
      return redirect(res, back);
    }

    if (pathname === '/orders/new') {
      if (method === 'GET') return sendHtml(res, newOrderPage(ctx));
      if (method === 'POST') {
        const { values, errors } = validateOrder(await readBody(req));
        if (Object.keys(errors).length) return sendHtml(res, newOrderPage(ctx, values, errors), 422);
        const tea = TEAS.find((t) => t.slug === values.tea);
        const quantity = Number(values.quantity);
        const order = { id: state.nextOrderId++, ...values, quantity, total: tea.price * quantity + (values.shipping === 'express' ? EXPRESS_FEE : 0), placedAt: new Date().toISOString() };
        state.orders.push(order);
        return redirect(res, `/orders/${order.id}?placed=1`);
      }
    }

    if (pathname === '/orders' && method === 'GET') return sendHtml(res, ordersPage(ctx));

    const orderMatch = pathname.match(/^\/orders\/(\d+)$/);
    if (orderMatch && method === 'GET') {
      const order = state.orders.find((o) => o.id === Number(orderMatch[1]));
      if (order) return sendHtml(res, orderConfirmationPage(ctx, order, url.searchParams.has('placed')));
    }

    if (pathname === '/settings' && method === 'GET') {
      const saved = url.searchParams.get('saved');
      const message = saved === 'profile' ? 'Profile saved' : saved === 'notifications' ? 'Preferences saved' : '';
      return sendHtml(res, settingsPage(ctx, { tab: url.searchParams.get('tab') ?? 'profile', message }));
    }

    if (pathname === '/settings/profile' && method === 'POST') {
      const form = await readBody(req);
      const displayName = String(form.displayName ?? '').trim().slice(0, 60);
      if (!displayName) {
        const error = 'Display name is required';
        if (wantsJson(req)) return sendJson(res, { ok: false, error }, 400);
        return sendHtml(res, settingsPage(ctx, { tab: 'profile', error }), 400);
      }
      state.profile.displayName = displayName;
      if (wantsJson(req)) return sendJson(res, { ok: true, message: 'Profile saved', displayName });
      return redirect(res, '/settings?tab=profile&saved=profile');
    }

    if (pathname === '/settings/notifications' && method === 'POST') {
      const form = await readBody(req);
      state.prefs = { notifyNewTeas: form.notifyNewTeas === 'yes', orderReceipts: form.orderReceipts === 'yes' };
      if (wantsJson(req)) return sendJson(res, { ok: true, message: 'Preferences saved', prefs: state.prefs });
      return redirect(res, '/settings?tab=notifications&saved=notifications');
    }

    if (pathname === '/settings/delete-account' && method === 'POST') {
      await readBody(req);
      state.accountDeletionScheduled = true;
      if (wantsJson(req)) return sendJson(res, { ok: true, message: 'Account scheduled for deletion' });
      return redirect(res, '/settings?tab=danger');
    }

    return sendHtml(res, notFoundPage(ctx), 404);
  };
}

/**
 * Start the demo app. `port: 0` picks a free port.
 * @param {{ port?: number, host?: string, recommendationsDelayMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, close(): Promise<void>, reset(): void }>}
 */
export function startDemoServer({ port = 0, host = '127.0.0.1', recommendationsDelayMs = 1200 } = {}) {
  const state = freshState();
  const handler = createHandler(state, { recommendationsDelayMs });
  const server = createServer((req, res) => {
    handler(req, res).catch((err) => {
      const status = err.status ?? 500;
      if (status === 500) console.error(err);
      if (!res.headersSent) send(res, status, status === 500 ? 'Internal server error' : err.message, { 'Content-Type': 'text/plain; charset=utf-8' });
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const actual = server.address().port;
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        reset: () => Object.assign(state, freshState()),
        close: () => new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 4173);
  const app = await startDemoServer({ port });
  console.log(`Tea Shop demo listening on ${app.url}`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
