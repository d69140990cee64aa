// The table view follows the game: every change arrives as an event
// holding the table's new HTML (made by the server, in the page's
// language). A page that loses its connection (a phone asleep, the Wi-Fi)
// reconnects by itself, and the server's first event on every connection
// is the whole table as it stands, so the page catches up at once.
"use strict";
(function () {
  var body = document.body;
  var table = document.getElementById("table");
  var conn = document.getElementById("conn");
  var url = body.getAttribute("data-events");
  var source = null;
  var retry = null;

  function live(ok) {
    conn.textContent = body.getAttribute(ok ? "data-live" : "data-lost");
    conn.className = ok ? "conn" : "conn lost";
  }

  function connect() {
    clearTimeout(retry);
    if (source) {
      source.close();
    }
    source = new EventSource(url);
    source.addEventListener("state", function (e) {
      table.innerHTML = e.data;
      body.setAttribute("data-seq", e.lastEventId);
      var who = table.querySelector("h1");
      if (who) {
        document.title = who.textContent;
      }
      live(true);
    });
    source.onopen = function () {
      live(true);
    };
    source.onerror = function () {
      live(false);
      // The browser retries by itself unless the server refused the
      // stream (too many viewers, or it stopped): then try again later.
      if (source.readyState === EventSource.CLOSED) {
        retry = setTimeout(connect, 5000);
      }
    };
  }

  // A phone that wakes up reconnects at once rather than at the next retry.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && (!source || source.readyState === EventSource.CLOSED)) {
      connect();
    }
  });
  connect();
})();
