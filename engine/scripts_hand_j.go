package engine

// handJScripts are cards of the whole pool, shortest texts first that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch J). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_j_test.go.
var handJScripts = []Script{}
