package engine

// handIScripts are cards of the shared TCO logs (second half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch I). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_i_test.go.
var handIScripts = []Script{}
