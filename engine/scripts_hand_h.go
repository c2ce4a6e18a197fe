package engine

// handHScripts are cards of the shared TCO logs (first half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch H). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_h_test.go.
var handHScripts = []Script{}
