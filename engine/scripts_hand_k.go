package engine

// handKScripts are cards of the whole pool, shortest texts first (second list) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch K). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_k_test.go.
var handKScripts = []Script{}
