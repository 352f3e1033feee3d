"""The languages the program speaks outside the window (printed forms, the players' page, the
messages of the layers below): which ones there are, their catalogs and their number and date
formats. The window uses Qt's own translation system (``.ts``/``.qm``) for its own words.

It sits above the domain (it shows the domain's ``Text``) and below everything that shows words.
"""
