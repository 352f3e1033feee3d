// The players' page: the round clock counts down, the page reloads when the round or a result
// changes (it asks the station every few seconds), and the search box filters the list.
// Its words come from the page, in the page's language (body's data-clock-words).
(function () {
  "use strict";
  const body = document.body;
  const clock = document.getElementById("clock");
  let clockWords = {};
  try {
    clockWords = JSON.parse(body.dataset.clockWords || "{}");
  } catch (error) {
    // A page without its words: the clock shows the bare time left.
  }
  let deadline = null;
  let state = clock ? clock.dataset.state : null;
  // Once time is called, the tables given extra time that still play on, each counting down.
  const playingOn = document.getElementById("playing-on");
  let tableDeadlines = [];

  function plain(seconds) {
    const whole = Math.max(0, Math.ceil(seconds));
    return Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0");
  }

  function said(clockState, seconds) {
    return (clockWords[clockState] || "{time}").replace("{time}", plain(seconds));
  }

  function keepTables(tablesLeft) {
    const now = Date.now();
    tableDeadlines = Object.entries(tablesLeft || {}).map(([table, seconds]) => ({
      table: table,
      until: state === "paused" || state === "not started" ? null : now + seconds * 1000,
    }));
  }

  function showPlayingOn() {
    if (!playingOn) return;
    const timeUp = state === "time" || (deadline !== null && deadline <= Date.now());
    const still = timeUp
      ? tableDeadlines.filter((t) => t.until !== null && t.until > Date.now())
      : [];
    playingOn.hidden = still.length === 0;
    playingOn.textContent = still.length
      ? playingOn.dataset.words.replace(
          "{tables}",
          still
            .map((t) =>
              playingOn.dataset.table
                .replace("{table}", t.table)
                .replace("{left}", plain((t.until - Date.now()) / 1000))
            )
            .join(", ")
        )
      : "";
  }

  function showClock(data) {
    if (!clock || !data) return;
    state = data.state;
    clock.className = "clock state-" + state.replace(/ /g, "-");
    deadline = state === "running" ? Date.now() + data.remaining_seconds * 1000 : null;
    clock.textContent = said(state, data.remaining_seconds);
    keepTables(data.tables_left);
    showPlayingOn();
  }

  function tick() {
    if (!clock) return;
    if (deadline !== null) {
      const left = (deadline - Date.now()) / 1000;
      clock.textContent = left <= 0 ? said("time", 0) : said("running", left);
      if (left <= 0) clock.className = "clock state-time";
    }
    showPlayingOn();
  }

  if (clock && state === "running") {
    deadline = Date.now() + Number(clock.dataset.remaining) * 1000;
  }
  if (clock) {
    try {
      keepTables(JSON.parse(clock.dataset.tablesLeft || "{}"));
    } catch (error) {
      // A page without the tables' times: only the round's clock is shown.
    }
  }
  setInterval(tick, 1000);

  function typing() {
    const field = document.activeElement;
    const filled = Array.from(document.querySelectorAll("textarea")).some((t) => t.value);
    return filled || Boolean(field && field.form);
  }

  const statusUrl = body.dataset.status;
  const poll = Number(body.dataset.poll || 5) * 1000;
  async function check(atLoad) {
    try {
      const answer = await fetch(statusUrl, { cache: "no-store" });
      if (answer.status === 401 || answer.status === 403) {
        // A player's sign-in ended (the page restarted, the code was renewed, the kiosk's time
        // ran out): the page says why, instead of standing still as if it were current.
        if (!typing()) location.reload();
        return;
      }
      if (!answer.ok) return;
      const data = await answer.json();
      if (data.version !== body.dataset.version && !atLoad) {
        // A player's own page waits while they are filling one of its forms.
        if (typing()) return;
        location.reload();
        return;
      }
      showClock(data.clock);
    } catch (error) {
      // The venue network dropped for a moment: try again at the next poll.
    }
  }
  if (statusUrl) {
    // A page the browser kept (a 304) shows the clock it was first sent with: ask for the clock
    // now (the page itself was current, or the station would have sent the new one).
    check(true);
    setInterval(check, poll, false);
  }

  const find = document.getElementById("find");
  const none = document.getElementById("none");
  function fold(text) {
    return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  }
  // A row is found by its players' names and numbers (its links and the numbers beside them).
  function words(row) {
    return fold(Array.from(row.querySelectorAll("a, small"), (part) => part.textContent).join(" "));
  }
  if (find) {
    const rows = Array.from(
      document.querySelectorAll("ol.names > li, ol.tables > li, table.standings tbody tr")
    );
    const texts = rows.map(words);
    const filter = function () {
      const wanted = fold(find.value.trim());
      let shown = 0;
      for (const [index, row] of rows.entries()) {
        const match = !wanted || texts[index].includes(wanted);
        row.hidden = !match;
        shown += match ? 1 : 0;
      }
      if (none) none.hidden = shown > 0;
      try {
        sessionStorage.setItem("find", find.value);
      } catch (error) {
        // Private browsing may refuse storage: the search then starts empty after a reload.
      }
    };
    find.addEventListener("input", filter);
    try {
      find.value = sessionStorage.getItem("find") || ""; // kept across the automatic reloads
    } catch (error) {
      find.value = "";
    }
    if (find.value) filter();
  }
})();
