// The players' portal, enhanced: the clock ticks, and new data appears by itself.
// Everything read-only works without this file (the pages are plain HTML).
(function () {
  "use strict";
  var body = document.body;
  var version = body.getAttribute("data-version");
  var touched = false;
  document.addEventListener("input", function () { touched = true; });

  // --- the clock: asked of the server (same stored clock as the desk), ticked locally
  var clocks = document.querySelectorAll("[data-clock]");
  var clock = null, readAt = 0;
  function show() {
    if (!clock || clock.state === "stopped") { return; }
    var gone = clock.state === "running" ? (performance.now() - readAt) / 1000 : 0;
    for (var i = 0; i < clocks.length; i++) {
      var t = clocks[i].getAttribute("data-table");
      var extra = t && clock.extensions[t] ? clock.extensions[t] * 60 : 0;
      var left = Math.round(clock.remaining_s + extra - gone);
      var sign = left < 0 ? "-" : "";
      left = Math.abs(left);
      var m = Math.floor(left / 60), s = left % 60;
      clocks[i].textContent = sign + (m < 10 ? "0" : "") + m + ":" + (s < 10 ? "0" : "") + s;
    }
  }
  function readClock() {
    fetch("/api/v1/clock", {cache: "no-store"}).then(function (r) { return r.json(); })
      .then(function (c) { clock = c; readAt = performance.now(); show(); })
      .catch(function () {});
  }
  if (clocks.length) {
    readClock();
    setInterval(show, 1000);
    setInterval(readClock, 30000);
  }

  // --- new pairings, results, standings: a long poll that answers when the version moves
  function changed() {
    if (body.hasAttribute("data-follow") || !touched) {
      location.reload();
    } else {
      document.getElementById("new-data").hidden = false;
    }
  }
  function wait(delay) {
    setTimeout(function () {
      fetch("/api/v1/changes?after=" + encodeURIComponent(version), {cache: "no-store"})
        .then(function (r) { if (!r.ok) { throw new Error(r.status); } return r.json(); })
        .then(function (d) {
          if (d.version !== version) { changed(); } else { wait(0); }
        })
        .catch(function () { wait(Math.min(15000, (delay || 1000) * 2)); });
    }, delay);
  }
  wait(0);
})();
