/**
 * GET /scripts/payments.js: the stand-in's copy of the provider's tokenising script, plain ES5 served as
 * it is. `OfficeGuy.Payments.CreateToken({ FormSelector, CompanyID, APIPublicKey, Environment,
 * ResponseLanguage, Callback })` reads the form's `data-og` inputs, posts them to this process's
 * /tokens/create (the origin the script was loaded from), and calls Callback with the SingleUseToken, or
 * with null after writing the Hebrew error into the form's `.og-errors`. Card data is never logged or kept.
 * Unlike the real script it does not need jQuery (a jQuery object as FormSelector still works).
 */
export const PAYMENTS_SCRIPT = `/* Card provider stand-in: OfficeGuy.Payments (local development and tests only). */
(function () {
  'use strict';
  var current = document.currentScript;
  var origin = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var FIELDS = {
    cardnumber: 'CardNumber',
    expirationmonth: 'ExpirationMonth',
    expirationyear: 'ExpirationYear',
    cvv: 'CVV',
    citizenid: 'CitizenID'
  };
  var UNREACHABLE = 'לא ניתן להתחבר לשירות התשלומים, נסו שוב';
  var FAILED = 'לא ניתן לאמת את פרטי הכרטיס';

  function findForm(selector) {
    if (!selector) return document.querySelector('[data-og="form"]');
    if (typeof selector === 'string') return document.querySelector(selector);
    if (selector.jquery) return selector[0] || null;
    return selector;
  }

  function showError(form, message) {
    var box = form && form.querySelector('.og-errors');
    if (!box) return;
    box.textContent = message || '';
  }

  function CreateToken(options) {
    options = options || {};
    var callback = typeof options.Callback === 'function' ? options.Callback : function () {};
    var answered = false;
    function answer(token) {
      if (answered) return;
      answered = true;
      setTimeout(function () { callback(token); }, 0);
    }

    var form = findForm(options.FormSelector);
    if (!form) {
      answer(null);
      return;
    }
    var body = { CompanyID: options.CompanyID, APIPublicKey: options.APIPublicKey };
    Object.keys(FIELDS).forEach(function (field) {
      var input = form.querySelector('[data-og="' + field + '"]');
      body[FIELDS[field]] = input && input.value != null ? String(input.value) : '';
    });
    showError(form, '');

    fetch(origin + '/tokens/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit'
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (result) {
        var token = result && result.Status === 0 && result.Data ? result.Data.SingleUseToken : null;
        if (token) {
          answer(token);
        } else {
          showError(form, (result && result.UserErrorMessage) || FAILED);
          answer(null);
        }
      })
      .catch(function () {
        showError(form, UNREACHABLE);
        answer(null);
      });
  }

  var root = (window.OfficeGuy = window.OfficeGuy || {});
  root.Payments = root.Payments || {};
  root.Payments.CreateToken = CreateToken;
})();
`
