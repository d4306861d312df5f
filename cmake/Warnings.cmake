# The project's warnings, on every target of its own. Whether they stop the build is the
# option GG_WARNINGS_AS_ERRORS (top-level CMakeLists.txt): off by default, so a packager's
# build with another compiler or other flags is not broken by a new warning; on in every
# preset of CMakePresets.json, in tools/test.sh and in CI (.ci/run). It sets the target
# property COMPILE_WARNING_AS_ERROR, so `cmake --compile-no-warning-as-error` overrides it.
function(gg_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic
        -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough)
    if(GG_WARNINGS_AS_ERRORS)
        set_property(TARGET ${target} PROPERTY COMPILE_WARNING_AS_ERROR ON)
    endif()
endfunction()
